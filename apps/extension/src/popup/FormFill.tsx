import { useEffect, useState } from "react";
import type { FillEntry, FillOutcome, FillReport } from "../fill/fill-form.ts";
import { ApiError } from "../lib/api.ts";
import { type MessageKey, t } from "../lib/i18n.ts";
import type { Connection } from "../lib/storage.ts";
import type { FormFillEnv } from "./form-fill-env.ts";

type Profiles = Array<{ id: number; title: string }>;
type Status =
  | { name: "idle" }
  | { name: "filling" }
  | { name: "done"; report: FillReport }
  | { name: "failed"; problem: "page" | "revoked" | "server" };

/** The report's groups in the order the user should read them: what to check before what is done. */
const GROUPS: Array<[FillOutcome, MessageKey]> = [
  ["review", "fillOutcomeReview"],
  ["sensitive", "fillOutcomeSensitive"],
  ["no-answer", "fillOutcomeNoAnswer"],
  ["upload", "fillOutcomeUpload"],
  ["unrecognised", "fillOutcomeUnrecognised"],
  ["filled", "fillOutcomeFilled"],
  ["kept", "fillOutcomeKept"],
];

const PROBLEM_TEXT: Record<"page" | "revoked" | "server", MessageKey> = {
  page: "fillFailedPage",
  revoked: "fillFailedRevoked",
  server: "fillFailedServer",
};

/** "Fill in this form": puts the chosen profile into the tab's form and shows what became of each field. */
export function FormFill({ env, connection }: { env: FormFillEnv; connection: Connection }) {
  const [profiles, setProfiles] = useState<Profiles | null>(null);
  const [profileId, setProfileId] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>({ name: "idle" });

  useEffect(() => {
    env
      .profiles(connection)
      .then((list) => {
        setProfiles(list);
        setProfileId(list[0]?.id ?? null);
      })
      .catch(() => setProfiles([]));
  }, [env, connection]);

  async function fill() {
    if (profileId === null) return;
    setStatus({ name: "filling" });
    try {
      const answers = await env.answers(connection, profileId);
      const report = await env.fillPage(answers);
      setStatus(report ? { name: "done", report } : { name: "failed", problem: "page" });
    } catch (error) {
      const revoked = error instanceof ApiError && error.kind === "unauthorized";
      setStatus({ name: "failed", problem: revoked ? "revoked" : "server" });
    }
  }

  if (profiles === null) return null;
  return (
    <section className="form-fill" aria-labelledby="form-fill-title" data-testid="form-fill">
      <h2 id="form-fill-title">{t("fillTitle")}</h2>
      {profiles.length === 0 ? (
        <p className="hint">{t("fillNoProfile")}</p>
      ) : (
        <>
          <p className="hint">{t("fillHint")}</p>
          {profiles.length > 1 && (
            <label className="field">
              <span className="label">{t("fillProfile")}</span>
              <select
                value={profileId ?? ""}
                onChange={(event) => setProfileId(Number(event.target.value))}
                data-testid="fill-profile"
              >
                {profiles.map((profile) => (
                  <option key={profile.id} value={profile.id}>
                    {profile.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="actions">
            <button
              type="button"
              className="secondary"
              onClick={fill}
              disabled={status.name === "filling"}
              data-testid="fill-form"
            >
              {t(status.name === "filling" ? "filling" : "fillForm")}
            </button>
          </div>
        </>
      )}
      {status.name === "failed" && (
        <p className="error" role="alert" data-testid="fill-failed">
          {t(PROBLEM_TEXT[status.problem])}
        </p>
      )}
      {status.name === "done" && <FillReportView report={status.report} />}
    </section>
  );
}

function FillReportView({ report }: { report: FillReport }) {
  const filled = report.entries.filter((entry) => entry.outcome === "filled" || entry.outcome === "review");
  if (report.entries.length === 0) {
    return (
      <p role="status" data-testid="fill-report">
        {t("fillNoFields")}
      </p>
    );
  }
  return (
    <div role="status" data-testid="fill-report" className="fill-report">
      <p>{t("fillSummary", filled.length)}</p>
      {GROUPS.map(([outcome, heading]) => {
        const entries = report.entries.filter((entry) => entry.outcome === outcome);
        if (entries.length === 0) return null;
        return (
          <div key={outcome} data-testid={`fill-${outcome}`}>
            <h3>{t(heading)}</h3>
            <ul>
              {entries.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two fields of a form may share a label.
                <li key={index}>{labelOf(entry)}</li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** A field's name as the form shows it; a field without one says so. */
function labelOf(entry: FillEntry): string {
  return entry.label.trim() || t("fillUnnamedField");
}
