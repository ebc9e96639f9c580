/**
 * Window messages about the session. The browser extension listens for them on our own page,
 * so they are posted to our own origin only: the token must never reach another frame's origin.
 */
export interface TokenAvailableMessage {
  type: "TOKEN_AVAILABLE";
  token: string;
  localId: string;
  source: string;
  loginTime: number;
}

export interface LogoutMessage {
  type: "LOGOUT";
}

/** Announces a freshly saved session. */
export function postTokenAvailable(token: string, localId: string, loginTime: number): void {
  const message: TokenAvailableMessage = {
    type: "TOKEN_AVAILABLE",
    token,
    localId,
    source: window.location.href,
    loginTime,
  };
  window.postMessage(message, window.location.origin);
}

/** Announces that the session has ended (logout or expiry). */
export function postLogout(): void {
  const message: LogoutMessage = { type: "LOGOUT" };
  window.postMessage(message, window.location.origin);
}
