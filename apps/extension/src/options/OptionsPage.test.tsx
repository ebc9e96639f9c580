// @vitest-environment happy-dom

import type { ConnectPoll } from "@jah/shared";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useLanguage } from "../../test/i18n.ts";
import { ApiError } from "../lib/api.ts";
import type { Connection } from "../lib/storage.ts";
import { OptionsPage } from "./OptionsPage.tsx";
import type { OptionsEnv } from "./options-env.ts";

const USER = { email: "ada@example.org", name: "Ada", language: "en" as const };

type Setup = {
  connection?: Connection | null;
  server?: { origin: string; revoked: boolean };
  permission?: boolean;
  polls?: Array<ConnectPoll | ApiError>;
  whoami?: ApiError;
};

function open(setup: Setup = {}) {
  const record = {
    requested: [] as string[],
    removed: [] as string[],
    opened: [] as string[],
    saved: [] as Connection[],
    forgotten: 0,
    clients: [] as string[],
    tokens: [] as Array<string | null>,
  };
  const polls = [...(setup.polls ?? [{ status: "approved", token: "new-token", user: USER }])];
  const state = {
    connection: setup.connection ?? null,
    server: setup.server ?? { origin: "", revoked: false },
  };
  const listeners = new Set<() => void>();
  const env: OptionsEnv = {
    loadConnection: async () => state.connection,
    loadServerState: async () => state.server,
    saveConnection: async (connection) => {
      record.saved.push(connection);
    },
    onConnectionChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forgetToken: async () => {
      record.forgotten++;
    },
    requestPermission: async (pattern) => {
      record.requested.push(pattern);
      return setup.permission ?? true;
    },
    removePermission: async (pattern) => {
      record.removed.push(pattern);
    },
    api: (origin, token) => {
      record.tokens.push(token);
      return {
        whoami: async () => {
          if (setup.whoami) throw setup.whoami;
          return USER;
        },
        connectStart: async (client) => {
          record.clients.push(client);
          return {
            deviceCode: "device",
            userCode: "ABCD-2345",
            verificationUrl: `${origin}/extension/connect?code=ABCD-2345`,
            interval: 2,
            expiresIn: 600,
          };
        },
        connectPoll: async () => {
          const next = polls.shift() ?? { status: "pending" };
          if (next instanceof ApiError) throw next;
          return next;
        },
      };
    },
    openTab: async (url) => {
      record.opened.push(url);
    },
    client: "Chrome",
    portInPermission: true,
    shortcut: async () => "Alt+Shift+J",
    // The flow's waits pass at once; the page shows the code while they do.
    sleep: () => new Promise((resolve) => setTimeout(resolve, 1)),
    now: () => 0,
  };
  render(<OptionsPage env={env} />);
  /** What the popup does on a 401: the token is gone, the address stays, marked revoked. */
  const revokeElsewhere = () => {
    state.server = { origin: state.connection?.origin ?? "", revoked: true };
    state.connection = null;
    for (const listener of listeners) listener();
  };
  return { env, record, user: userEvent.setup(), revokeElsewhere };
}

const address = () => screen.findByTestId("field-server") as Promise<HTMLInputElement>;

describe("OptionsPage", () => {
  it("connects with the device flow: permission, connect page, token stored, connected as", async () => {
    const { user, record } = open();
    await user.type(await address(), "localhost:3000");
    await user.click(screen.getByTestId("connect"));
    expect((await screen.findByTestId("connected")).textContent).toContain(
      "Connected to http://localhost:3000 as ada@example.org.",
    );
    expect(record.requested).toEqual(["http://localhost:3000/*"]);
    expect(record.opened).toEqual(["http://localhost:3000/extension/connect?code=ABCD-2345"]);
    expect(record.clients).toEqual(["Chrome"]);
    expect(record.tokens[0]).toBeNull();
    expect(record.saved).toEqual([{ origin: "http://localhost:3000", token: "new-token", user: USER }]);
  });

  it("shows the code to compare while it waits for Allow", async () => {
    const { user } = open({
      polls: [{ status: "pending" }, { status: "pending" }, { status: "approved", token: "t", user: USER }],
    });
    await user.type(await address(), "https://jobs.example.org");
    await user.click(screen.getByTestId("connect"));
    expect((await screen.findByTestId("connect-code")).textContent).toContain("ABCD-2345");
    await screen.findByTestId("connected");
  });

  it("refuses an address that is not https (except on this machine), with a clear message", async () => {
    const { user, record } = open();
    await user.click(await screen.findByTestId("connect"));
    expect(screen.getByTestId("error-server").textContent).toBe("Please enter the address of your server.");
    await user.type(await address(), "http://jobs.example.org");
    await user.click(screen.getByTestId("connect"));
    expect(screen.getByTestId("error-server").textContent).toContain("Please use https.");
    expect(record.requested).toEqual([]);
  });

  it("explains that access to the server is needed when the browser's question is declined", async () => {
    const { user, record } = open({ permission: false });
    await user.type(await address(), "https://jobs.example.org");
    await user.click(screen.getByTestId("connect"));
    expect((await screen.findByTestId("connect-problem")).textContent).toContain(
      "needs access to https://jobs.example.org",
    );
    expect(record.opened).toEqual([]);
  });

  it("says so when the connection is denied in the web app", async () => {
    const { user, record } = open({ polls: [new ApiError("gone", 410, { status: "denied" })] });
    await user.type(await address(), "https://jobs.example.org");
    await user.click(screen.getByTestId("connect"));
    expect((await screen.findByTestId("connect-problem")).textContent).toBe(
      "The connection was denied in the web app.",
    );
    expect(record.saved).toEqual([]);
  });

  it("takes a pasted token after the server accepted it", async () => {
    const { user, record } = open({ server: { origin: "https://jobs.example.org", revoked: false } });
    expect((await address()).value).toBe("https://jobs.example.org");
    await user.type(screen.getByTestId("field-token"), " pasted-token ");
    await user.click(screen.getByTestId("use-token"));
    await screen.findByTestId("connected");
    expect(record.saved).toEqual([{ origin: "https://jobs.example.org", token: "pasted-token", user: USER }]);
    expect(record.opened).toEqual([]);
  });

  it("says when the server refuses a pasted token", async () => {
    const { user, record } = open({ whoami: new ApiError("unauthorized", 401) });
    await user.type(await address(), "https://jobs.example.org");
    await user.type(screen.getByTestId("field-token"), "wrong");
    await user.click(screen.getByTestId("use-token"));
    expect((await screen.findByTestId("error-token")).textContent).toContain("did not accept this token");
    expect(record.saved).toEqual([]);
  });

  it("disconnects: forgets the token and gives the server access back", async () => {
    const { user, record } = open({
      connection: { origin: "https://jobs.example.org", token: "t", user: USER },
    });
    await user.click(await screen.findByTestId("disconnect"));
    await waitFor(() => expect(screen.queryByTestId("connected")).toBeNull());
    expect(record.forgotten).toBe(1);
    expect(record.removed).toEqual(["https://jobs.example.org/*"]);
    expect((await address()).value).toBe("https://jobs.example.org");
  });

  it("shows a token revoked while the page is open", async () => {
    const { revokeElsewhere } = open({
      connection: { origin: "https://jobs.example.org", token: "t", user: USER },
    });
    await screen.findByTestId("connected");
    revokeElsewhere();
    expect((await screen.findByTestId("revoked")).textContent).toContain("Please connect again.");
    expect(screen.queryByTestId("connected")).toBeNull();
  });

  it("tells that a revoked connection needs connecting again", async () => {
    open({ server: { origin: "https://jobs.example.org", revoked: true } });
    expect((await screen.findByTestId("revoked")).textContent).toBe(
      "The connection was revoked. Please connect again.",
    );
  });

  it("names the shortcut and speaks German in a German browser", async () => {
    useLanguage("de");
    open();
    expect((await screen.findByTestId("shortcut")).textContent).toContain("drücken Sie Alt+Shift+J");
    expect(screen.getByLabelText(/Serveradresse/)).toBe(await address());
  });
});
