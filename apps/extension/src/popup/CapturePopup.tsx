import { t } from "../lib/i18n.ts";
import type { CaptureEnv } from "./capture-env.ts";
import { FormFill } from "./FormFill.tsx";
import { JobForm } from "./JobForm.tsx";
import { Blocked, Saved, Tracked } from "./Outcomes.tsx";
import { useCapture } from "./use-capture.ts";

/** The popup of the toolbar button and the shortcut: the tab's job, prefilled, one Save away. */
export function CapturePopup({ env }: { env: CaptureEnv }) {
  const { state, connection, capture, edit, save, dispatch } = useCapture(env);
  const { phase } = state;
  return (
    <>
      <header className="header">
        <img src="/icons/48.png" alt="" />
        <h1>{t("popupTitle")}</h1>
      </header>
      <main className="content" aria-busy={phase.name === "reading" || phase.name === "saving"}>
        {phase.name === "reading" && (
          <div className="loading" role="status" data-testid="reading">
            <span className="spinner" aria-hidden="true" />
            {t("reading")}
          </div>
        )}
        {phase.name === "blocked" && (
          <Blocked blocker={phase.blocker} origin={connection?.origin ?? ""} env={env} onRetry={capture} />
        )}
        {phase.name === "tracked" && (
          <Tracked application={phase.application} origin={connection?.origin ?? ""} env={env} />
        )}
        {phase.name === "saved" && (
          <Saved webUrl={phase.webUrl} origin={connection?.origin ?? ""} env={env} />
        )}
        {(phase.name === "form" || phase.name === "saving") && (
          <JobForm
            state={state}
            saving={phase.name === "saving"}
            onEdit={edit}
            onShowContact={() => dispatch({ type: "show-contact" })}
            onSave={save}
            onReconnect={env.openOptions}
          />
        )}
        {connection && env.formFill && phase.name !== "reading" && phase.name !== "blocked" && (
          <FormFill env={env.formFill} connection={connection} />
        )}
      </main>
      {connection && (
        <footer className="footer">
          <span data-testid="connected-as">{t("connectedAs", connection.user.email)}</span>
          <button type="button" className="link" onClick={env.openOptions}>
            {t("settings")}
          </button>
        </footer>
      )}
    </>
  );
}
