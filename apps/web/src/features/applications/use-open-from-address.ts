import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useApplicationDialogs } from "./dialogs-context.ts";

/**
 * /applications/123, the link the browser extension answers after saving: opens that application's
 * view over the list, then the address becomes /applications again (a reload does not reopen it).
 */
export function useOpenFromAddress(): void {
  const dialogs = useApplicationDialogs();
  const navigate = useNavigate();
  const segment = useParams()["*"] ?? "";
  useEffect(() => {
    if (!/^\d{1,12}$/.test(segment)) return;
    dialogs.openView(Number(segment));
    navigate("/applications", { replace: true });
  }, [segment, dialogs, navigate]);
}
