import { useQuery } from "@tanstack/react-query";
import { type ApiResponse, apiRequest } from "../../api/client.ts";
import { fetchJson } from "../../api/helpers.ts";

/** GET/POST calendar: the private address of the user's calendar feed, or none yet. */
export interface CalendarFeed {
  url: string | null;
}

export const calendarKey = ["usersettings", "calendar"] as const;

/** The calendar feed address. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarKey,
    queryFn: ({ signal }) => fetchJson<CalendarFeed>("calendar", signal),
  });
}

/** POST calendar/regenerate: a new secret address; the old one stops working. */
export function regenerateCalendarFeed(): Promise<ApiResponse<CalendarFeed>> {
  return apiRequest<CalendarFeed>("calendar/regenerate", { method: "POST", body: {} });
}
