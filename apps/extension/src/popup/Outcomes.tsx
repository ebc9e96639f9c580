import type { TrackedApplication } from "@jah/shared";
import type { Blocker } from "../lib/capture-state.ts";
import { type MessageKey, t } from "../lib/i18n.ts";
import { isOnServer } from "../lib/server-address.ts";
import { Notice } from "../ui/Notice.tsx";
import type { CaptureEnv } from "./capture-env.ts";

const BLOCKER_TEXT: Record<Blocker, [MessageKey, MessageKey]> = {
  "not-connected": ["notConnectedTitle", "notConnectedText"],
  revoked: ["revokedTitle", "revokedText"],
  unreachable: ["unreachableTitle", "unreachableText"],
  "rate-limited": ["rateLimitedTitle", "rateLimitedText"],
  "unsupported-page": ["unsupportedTitle", "unsupportedText"],
  failed: ["failedTitle", "failedText"],
};

/** Why nothing can be captured right now, with the one thing that helps. */
export function Blocked({
  blocker,
  origin,
  env,
  onRetry,
}: {
  blocker: Blocker;
  origin: string;
  env: CaptureEnv;
  onRetry: () => void;
}) {
  const [title, text] = BLOCKER_TEXT[blocker];
  const toOptions = blocker === "not-connected" || blocker === "revoked";
  return (
    <Notice
      tone={blocker === "not-connected" ? "info" : "alert"}
      title={t(title)}
      testId={`blocked-${blocker}`}
      actions={
        toOptions ? (
          <button
            type="button"
            onClick={env.openOptions}
            data-testid="to-options"
            // biome-ignore lint/a11y/noAutofocus: the popup opens for this one way out; Enter should take it.
            autoFocus
          >
            {t(blocker === "revoked" ? "reconnect" : "openSettings")}
          </button>
        ) : (
          <button
            type="button"
            onClick={onRetry}
            data-testid="retry"
            // biome-ignore lint/a11y/noAutofocus: the popup opens for this one way out; Enter should take it.
            autoFocus
          >
            {t("retry")}
          </button>
        )
      }
    >
      <p>{t(text, origin)}</p>
    </Notice>
  );
}

/** The job is in the applications already: its status, and Open instead of a second copy. */
export function Tracked({
  application,
  origin,
  env,
}: {
  application: TrackedApplication;
  origin: string;
  env: CaptureEnv;
}) {
  const status = t(`status_${application.status}` as MessageKey);
  return (
    <Notice
      tone="info"
      title={t("trackedTitle")}
      testId="tracked"
      actions={
        <OpenLink
          href={application.webUrl}
          origin={origin}
          env={env}
          label={t("open")}
          testId="tracked-open"
        />
      }
    >
      <p>
        <strong>{application.job_title}</strong>
        {application.hireing_company && ` · ${application.hireing_company}`}
      </p>
      <p data-testid="tracked-status">
        {t("trackedStatus", status.startsWith("status_") ? application.status : status)}
      </p>
      <p>{t("trackedText")}</p>
    </Notice>
  );
}

/** Saved: the link that opens the new application in the web app. */
export function Saved({ webUrl, origin, env }: { webUrl: string; origin: string; env: CaptureEnv }) {
  return (
    <Notice
      tone="success"
      title={t("savedTitle")}
      testId="saved"
      actions={
        <OpenLink href={webUrl} origin={origin} env={env} label={t("openInWebApp")} testId="saved-open" />
      }
    >
      <p>{t("savedText")}</p>
    </Notice>
  );
}

/** A link into the web app, opened in a new tab; a link to anywhere else is not offered at all. */
function OpenLink({
  href,
  origin,
  env,
  label,
  testId,
}: {
  href: string;
  origin: string;
  env: CaptureEnv;
  label: string;
  testId: string;
}) {
  if (!isOnServer(href, origin)) return null;
  return (
    <a
      className="button"
      href={href}
      target="_blank"
      rel="noreferrer"
      data-testid={testId}
      // biome-ignore lint/a11y/noAutofocus: the popup opens for this one action; Enter should do it.
      autoFocus
      onClick={(event) => {
        event.preventDefault();
        env.openTab(href);
      }}
    >
      {label}
    </a>
  );
}
