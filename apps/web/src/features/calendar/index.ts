// The calendar feed: its section of the settings page (the address to subscribe to, a new address).

export { CalendarSection } from "./CalendarSection.tsx";
