import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { areaToast } from "../../api/area-toast.ts";
import { fieldErrorsOf } from "../../api/errors.ts";
import { type ComposePayload, composeKeys, sendCompose } from "./api.ts";

/** What became of pressing Send. */
export type SendOutcome =
  | { kind: "queued" }
  | { kind: "mailto"; url: string }
  | { kind: "error"; message: string; fields: Record<string, string> };

/**
 * Hands the mail to the user's mail program: a click on a mailto: link, as if the user had clicked it
 * (the page stays where it is; the browser passes the link to the mail program).
 */
export function openMailClient(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Sends an application mail: with a connected account the server queues it (202); without one it
 * answers a mailto: link, which opens the user's mail program (attachments are added there by hand).
 * Either way `onApplicationChanged` runs (the host refreshes its lists), since the application changed.
 */
export function useComposeSend(onApplicationChanged: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const send = async (payload: ComposePayload): Promise<SendOutcome> => {
    setBusy(true);
    try {
      const response = await sendCompose(payload);
      const data = response.data;
      if (response.ok && data?.status === "queued") {
        areaToast.success(t("Compose.Send.Queued"));
        queryClient.setQueryData(composeKeys.sent(payload.application.id), data.sent);
        onApplicationChanged();
        return { kind: "queued" };
      }
      if (response.ok && data?.status === "mailto") {
        openMailClient(data.mailto);
        onApplicationChanged();
        return { kind: "mailto", url: data.mailto };
      }
      if (response.status === 409) {
        onApplicationChanged();
        return { kind: "error", message: t("Compose.Send.AlreadySent"), fields: {} };
      }
      if (response.status === 400) {
        return { kind: "error", message: t("Compose.Send.Invalid"), fields: fieldErrorsOf(data) };
      }
      return { kind: "error", message: t("Compose.Send.Failed"), fields: {} };
    } catch (error) {
      console.error(error);
      return { kind: "error", message: t("Compose.Send.Failed"), fields: {} };
    } finally {
      setBusy(false);
    }
  };

  return { send, busy };
}
