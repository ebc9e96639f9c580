import type { Api } from "../lib/api.ts";
import type { Connection } from "../lib/storage.ts";

/** What the options page needs from the browser; the tests pass their own. */
export type OptionsEnv = {
  loadConnection: () => Promise<Connection | null>;
  loadServerState: () => Promise<{ origin: string; revoked: boolean }>;
  saveConnection: (connection: Connection) => Promise<void>;
  /** Calls `listener` when the connection changes elsewhere (the popup found the token revoked). */
  onConnectionChange: (listener: () => void) => () => void;
  forgetToken: () => Promise<void>;
  /** Asks the browser for access to the server; must be called straight from the click. */
  requestPermission: (pattern: string) => Promise<boolean>;
  removePermission: (pattern: string) => Promise<void>;
  api: (origin: string, token: string | null) => Pick<Api, "whoami" | "connectStart" | "connectPoll">;
  openTab: (url: string) => Promise<void>;
  /** The token's name on the server: the browser's name. */
  client: string;
  /** Firefox's match patterns take no port. */
  portInPermission: boolean;
  /** The capture shortcut as the browser has it now (the user may have changed it), or null. */
  shortcut: () => Promise<string | null>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
};
