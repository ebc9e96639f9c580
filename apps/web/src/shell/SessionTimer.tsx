import { Tooltip, UnstyledButton } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRemaining } from "../session/timer.ts";
import { useCountdown } from "../session/use-countdown.ts";
import { useLoginTime } from "../session/use-session.ts";
import { ClockIcon } from "../ui/app-icons.tsx";
import { RenewPrompt } from "./RenewPrompt.tsx";
import classes from "./SessionTimer.module.css";

const RenewDialog = lazy(() => import("./RenewDialog.tsx").then((m) => ({ default: m.RenewDialog })));

/**
 * The header's session countdown (mm:ss); a click opens the renew dialog (spec section 2). In the
 * last five minutes a prompt offers the same (issue 43).
 */
export function SessionTimer() {
  const loginTime = useLoginTime();
  if (loginTime === null) return null;
  return <Countdown loginTime={loginTime} />;
}

function Countdown({ loginTime }: { loginTime: number }) {
  const { t } = useTranslation();
  const left = useCountdown(loginTime);
  const [renewing, setRenewing] = useState(false);
  const expired = left <= 0;
  const time = formatRemaining(left);
  const label = expired ? t("Session.TimedOutHint") : t("Session.Tooltip", { time });

  return (
    <>
      <Tooltip label={label} withArrow>
        <UnstyledButton
          className={classes.timer}
          data-expired={expired || undefined}
          data-testid="session-timer"
          aria-label={label}
          onClick={() => setRenewing(true)}
        >
          <ClockIcon size={16} />
          <span>{expired ? t("Session.TimedOut") : time}</span>
        </UnstyledButton>
      </Tooltip>
      <RenewPrompt loginTime={loginTime} left={left} onOpenDialog={() => setRenewing(true)} />
      {renewing && (
        <Suspense fallback={null}>
          <RenewDialog opened={renewing} onClose={() => setRenewing(false)} />
        </Suspense>
      )}
    </>
  );
}
