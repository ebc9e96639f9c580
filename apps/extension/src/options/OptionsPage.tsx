import { useEffect, useRef, useState } from "react";
import { ApiError } from "../lib/api.ts";
import { ConnectFailed, type ConnectFailure, connectDevice } from "../lib/connect-flow.ts";
import { type MessageKey, t } from "../lib/i18n.ts";
import { type AddressProblem, parseServerAddress } from "../lib/server-address.ts";
import type { Connection } from "../lib/storage.ts";
import { Field } from "../ui/Field.tsx";
import { Notice } from "../ui/Notice.tsx";
import type { OptionsEnv } from "./options-env.ts";

const ADDRESS_TEXT: Record<AddressProblem, MessageKey> = {
  empty: "addressEmpty",
  invalid: "addressInvalid",
  insecure: "addressInsecure",
};

type Busy = null | "connect" | "token";

/** The extension's settings: which server, connect to it (or paste a token), disconnect. */
export function OptionsPage({ env }: { env: OptionsEnv }) {
  const [loaded, setLoaded] = useState(false);
  const [connection, setConnection] = useState<Connection | null>(null);
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState<string | null>(null);
  const [token, setToken] = useState("");
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [code, setCode] = useState<string | null>(null);
  const [shortcut, setShortcut] = useState<string | null>(null);
  const cancel = useRef<AbortController | null>(null);

  useEffect(() => {
    void Promise.all([env.loadConnection(), env.loadServerState(), env.shortcut()]).then(
      ([current, server, keys]) => {
        setConnection(current);
        setAddress(current?.origin ?? server.origin);
        setRevoked(!current && server.revoked);
        setShortcut(keys);
        setLoaded(true);
      },
    );
    // A page left open shows what the popup found meanwhile (a revoked token), not what was true then.
    return env.onConnectionChange(() => {
      void Promise.all([env.loadConnection(), env.loadServerState()]).then(([current, server]) => {
        setConnection(current);
        if (current) setAddress(current.origin);
        setRevoked(!current && server.revoked);
      });
    });
  }, [env]);

  /** Checks the address; the permission request must follow in the same click, without awaiting. */
  const checkedAddress = () => {
    const parsed = parseServerAddress(address, env.portInPermission);
    setProblem(null);
    setAddressError(parsed.ok ? null : t(ADDRESS_TEXT[parsed.problem]));
    return parsed.ok ? parsed : null;
  };

  const finish = async (next: Connection) => {
    await env.saveConnection(next);
    setConnection(next);
    setRevoked(false);
    setToken("");
  };

  const connect = async () => {
    const server = checkedAddress();
    if (!server) return;
    const granted = env.requestPermission(server.permission);
    setBusy("connect");
    try {
      if (!(await granted.catch(() => false))) return setProblem(t("permissionDenied", server.origin));
      cancel.current = new AbortController();
      const { token: newToken, user } = await connectDevice({
        api: env.api(server.origin, null),
        origin: server.origin,
        client: env.client,
        openVerification: env.openTab,
        onCode: setCode,
        sleep: env.sleep,
        now: env.now,
        signal: cancel.current.signal,
      });
      await finish({ origin: server.origin, token: newToken, user });
    } catch (error) {
      const reason: ConnectFailure = error instanceof ConnectFailed ? error.reason : "failed";
      if (reason !== "cancelled") setProblem(connectProblem(reason, server.origin));
    } finally {
      setBusy(null);
      setCode(null);
      cancel.current = null;
    }
  };

  const submitToken = async () => {
    const server = checkedAddress();
    const pasted = token.trim();
    setTokenError(pasted ? null : t("tokenEmpty"));
    if (!server || !pasted) return;
    const granted = env.requestPermission(server.permission);
    setBusy("token");
    try {
      if (!(await granted.catch(() => false))) return setProblem(t("permissionDenied", server.origin));
      const user = await env.api(server.origin, pasted).whoami();
      await finish({ origin: server.origin, token: pasted, user });
    } catch (error) {
      if (error instanceof ApiError && error.kind === "unauthorized") setTokenError(t("tokenRefused"));
      else
        setProblem(
          connectProblem(
            error instanceof ApiError && error.kind === "unreachable" ? "unreachable" : "failed",
            server.origin,
          ),
        );
    } finally {
      setBusy(null);
    }
  };

  const disconnect = async () => {
    if (!connection) return;
    await env.forgetToken();
    const server = parseServerAddress(connection.origin, env.portInPermission);
    if (server.ok) await env.removePermission(server.permission).catch(() => {});
    setConnection(null);
  };

  if (!loaded) return null;
  return (
    <main>
      <header className="brand">
        <img src="/icons/48.png" alt="" />
        <h1>{t("extName")}</h1>
      </header>
      {connection ? (
        <Notice
          tone="success"
          title={t("connectedTitle")}
          testId="connected"
          actions={
            <button type="button" className="secondary" onClick={disconnect} data-testid="disconnect">
              {t("disconnect")}
            </button>
          }
        >
          <p>{t("connectedText", connection.origin, connection.user.email)}</p>
          <p className="hint">{t("disconnectHint")}</p>
        </Notice>
      ) : (
        <>
          <section className="stack" aria-labelledby="connect-title">
            <h2 id="connect-title">{t("optionsTitle")}</h2>
            <p>{t("optionsIntro")}</p>
            {revoked && (
              <p className="banner alert" role="alert" data-testid="revoked">
                {t("revokedNotice")}
              </p>
            )}
            <form
              className="stack"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy) void connect();
              }}
            >
              <Field
                id="server"
                label={t("serverLabel")}
                hint={t("serverHint")}
                value={address}
                onChange={setAddress}
                error={addressError}
                type="url"
                required
                disabled={busy !== null}
                autoComplete="url"
              />
              <div className="actions flush">
                <button type="submit" disabled={busy !== null} data-testid="connect">
                  {busy === "connect" && <span className="spinner" aria-hidden="true" />}
                  {t("connect")}
                </button>
                {busy === "connect" && (
                  <button type="button" className="secondary" onClick={() => cancel.current?.abort()}>
                    {t("cancel")}
                  </button>
                )}
              </div>
            </form>
            {busy === "connect" && (
              <div className="notice" role="status" data-testid="connect-waiting">
                <p>{t("connectWaiting")}</p>
                {code && <p data-testid="connect-code">{t("connectCode", code)}</p>}
              </div>
            )}
            {problem && (
              <p className="banner alert" role="alert" data-testid="connect-problem">
                {problem}
              </p>
            )}
          </section>
          <section className="stack" aria-labelledby="token-title">
            <h2 id="token-title">{t("tokenTitle")}</h2>
            <p>{t("tokenText")}</p>
            <form
              className="stack"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy) void submitToken();
              }}
            >
              <Field
                id="token"
                label={t("tokenLabel")}
                value={token}
                onChange={setToken}
                error={tokenError}
                type="password"
                disabled={busy !== null}
                autoComplete="off"
              />
              <div>
                <button type="submit" className="secondary" disabled={busy !== null} data-testid="use-token">
                  {busy === "token" && <span className="spinner" aria-hidden="true" />}
                  {t(busy === "token" ? "checking" : "useToken")}
                </button>
              </div>
            </form>
          </section>
        </>
      )}
      <p className="hint" data-testid="shortcut">
        {shortcut ? t("shortcutHint", shortcut) : t("shortcutNone")}
      </p>
    </main>
  );
}

function connectProblem(reason: Exclude<ConnectFailure, "cancelled"> | "cancelled", origin: string): string {
  switch (reason) {
    case "denied":
      return t("connectDenied");
    case "expired":
      return t("connectExpired");
    case "unreachable":
      return t("connectUnreachable", origin);
    default:
      return t("connectFailed");
  }
}
