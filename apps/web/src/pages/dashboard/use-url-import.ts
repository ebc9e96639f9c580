import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { areaToast } from "../../api/area-toast.ts";
import { apiRequest } from "../../api/client.ts";
import { fieldErrorsOf } from "../../api/errors.ts";
import {
  type Application,
  refreshApplications,
  useApplicationDialogs,
} from "../../features/applications/index.ts";
import { decideUrlImport, type ImportValues, importProblems } from "./url-import.ts";

/**
 * The job import through the dashboard's query string (spec section 5): a real job title creates
 * the application at once and the user lands on a clean /; an import without one, or one the
 * rules refuse (no page, no salutation), opens the application dialog prefilled instead, so
 * nothing the extension sent is lost.
 */
export function useUrlImport(): void {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dialogs = useApplicationDialogs();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const search = params.toString();

  useEffect(() => {
    // Once per query string: a re-render (or StrictMode's second run) must not create it twice.
    if (handled.current === search) return;
    handled.current = search;
    const decision = decideUrlImport(search);
    if (decision.kind === "none") return;

    const openDialog = (values: ImportValues, errors: Record<string, string> = {}) => {
      dialogs.openNew(values, errors);
      navigate("/", { replace: true });
    };
    if (decision.kind === "dialog") {
      openDialog(decision.values);
      return;
    }
    const problems = importProblems(decision.values);
    if (Object.keys(problems).length > 0) {
      openDialog(decision.values, problems);
      return;
    }
    void (async () => {
      try {
        const response = await apiRequest<Application>("profile/applications/", {
          method: "POST",
          body: decision.values,
        });
        if (response.ok) {
          areaToast.success(t("Dashboard.Import.Created", { title: decision.values.job_title }));
          void refreshApplications(queryClient);
          navigate("/", { replace: true });
          return;
        }
        if (response.status !== 400) areaToast.error(t("Toast.NotSaved"));
        openDialog(decision.values, fieldErrorsOf(response.data));
      } catch (error) {
        console.error(error);
        areaToast.error(t("Toast.NotSaved"));
        openDialog(decision.values);
      }
    })();
  }, [search, dialogs, navigate, queryClient, t]);
}
