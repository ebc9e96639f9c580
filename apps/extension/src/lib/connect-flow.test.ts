import type { ConnectPoll } from "@jah/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { type ConnectDeps, ConnectFailed, clientLabel, connectDevice } from "./connect-flow.ts";

const origin = "https://jobs.example.org";
const user = { email: "ada@example.org", name: "Ada", language: "en" as const };

/** A clock that moves on when the flow sleeps, and a server whose poll answers come from a list. */
function setup(
  answers: Array<ConnectPoll | ApiError>,
  start: Partial<Awaited<ReturnType<ConnectDeps["api"]["connectStart"]>>> = {},
) {
  let clock = 0;
  const opened: string[] = [];
  const codes: string[] = [];
  const sleeps: number[] = [];
  const polls: string[] = [];
  const deps: ConnectDeps = {
    origin,
    client: "Chrome",
    api: {
      connectStart: async () => ({
        deviceCode: "device-1",
        userCode: "ABCD-2345",
        verificationUrl: `${origin}/extension/connect?code=ABCD-2345`,
        interval: 2,
        expiresIn: 600,
        ...start,
      }),
      connectPoll: async (deviceCode) => {
        polls.push(deviceCode);
        const next = answers.shift() ?? { status: "pending" };
        if (next instanceof ApiError) throw next;
        return next;
      },
    },
    openVerification: async (url) => {
      opened.push(url);
    },
    onCode: (code) => codes.push(code),
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
  };
  return { deps, opened, codes, sleeps, polls };
}

describe("connectDevice", () => {
  it("opens the connect page, polls every interval and returns the token once allowed", async () => {
    const { deps, opened, codes, sleeps, polls } = setup([
      { status: "pending" },
      { status: "approved", token: "tok", user },
    ]);
    expect(await connectDevice(deps)).toEqual({ token: "tok", user });
    expect(opened).toEqual([`${origin}/extension/connect?code=ABCD-2345`]);
    expect(codes).toEqual(["ABCD-2345"]);
    expect(sleeps).toEqual([2000, 2000]);
    expect(polls).toEqual(["device-1", "device-1"]);
  });

  it("ends as denied or expired on a 410", async () => {
    const denied = setup([new ApiError("gone", 410, { status: "denied" })]);
    await expect(connectDevice(denied.deps)).rejects.toMatchObject({ reason: "denied" });
    const expired = setup([new ApiError("gone", 410, { status: "expired" })]);
    await expect(connectDevice(expired.deps)).rejects.toMatchObject({ reason: "expired" });
  });

  it("gives up when the request's time is over", async () => {
    const { deps, polls } = setup([], { expiresIn: 10 });
    await expect(connectDevice(deps)).rejects.toMatchObject({ reason: "expired" });
    expect(polls.length).toBe(5);
  });

  it("slows down when asked too often and rides out a server briefly away", async () => {
    const { deps, sleeps } = setup([
      new ApiError("rate-limited", 429),
      new ApiError("unreachable", 0),
      { status: "approved", token: "tok", user },
    ]);
    expect((await connectDevice(deps)).token).toBe("tok");
    expect(sleeps).toEqual([2000, 3000, 3000]);
  });

  it("says the server is unreachable when the start fails", async () => {
    const { deps } = setup([]);
    deps.api.connectStart = async () => {
      throw new ApiError("unreachable", 0);
    };
    await expect(connectDevice(deps)).rejects.toMatchObject({ reason: "unreachable" });
  });

  it("never opens a connect page on another origin", async () => {
    const { deps, opened } = setup([], { verificationUrl: "https://evil.example/connect" });
    await expect(connectDevice(deps)).rejects.toBeInstanceOf(ConnectFailed);
    expect(opened).toEqual([]);
  });

  it("stops when cancelled", async () => {
    const controller = new AbortController();
    const { deps } = setup([]);
    deps.signal = controller.signal;
    deps.onCode = () => controller.abort();
    await expect(connectDevice(deps)).rejects.toMatchObject({ reason: "cancelled" });
  });
});

describe("clientLabel", () => {
  it("names the browser", () => {
    expect(clientLabel(["Chromium", "Google Chrome", "Not.A/Brand"], false)).toBe("Chrome");
    expect(clientLabel(["Chromium", "Microsoft Edge"], false)).toBe("Edge");
    expect(clientLabel(["Chromium"], false)).toBe("Chromium");
    expect(clientLabel([], true)).toBe("Firefox");
  });
});
