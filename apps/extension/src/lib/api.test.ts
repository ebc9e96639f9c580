import { describe, expect, it } from "vitest";
import { ApiError, createApi, type FetchLike, kindOfStatus } from "./api.ts";

type Seen = { url: string; init: RequestInit };

/** A fetch that records each request and answers with the given status and body. */
function answering(status: number, body?: unknown): { fetch: FetchLike; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({ url, init });
    const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status });
  };
  return { fetch, seen };
}

const headersOf = (seen: Seen) => seen.init.headers as Record<string, string>;

describe("createApi", () => {
  it("sends the token as a bearer header, JSON bodies, and never cookies", async () => {
    const { fetch, seen } = answering(200, { job_title: "Engineer" });
    const api = createApi("https://jobs.example.org", "secret-token", fetch);
    expect(await api.fetchJob("https://board.example/job/1", "<html></html>")).toEqual({
      job_title: "Engineer",
    });
    expect(seen[0]?.url).toBe("https://jobs.example.org/api/profile/applications/fetchjob");
    expect(seen[0]?.init.method).toBe("POST");
    expect(seen[0]?.init.credentials).toBe("omit");
    expect(headersOf(seen[0]!).authorization).toBe("Bearer secret-token");
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({
      url: "https://board.example/job/1",
      html: "<html></html>",
    });
  });

  it("encodes the link of the tracked check", async () => {
    const { fetch, seen } = answering(200, { tracked: false });
    await createApi("https://jobs.example.org", "t", fetch).tracked("https://board.example/job?id=1&x=a b");
    expect(seen[0]?.url).toBe(
      "https://jobs.example.org/api/extension/tracked?url=https%3A%2F%2Fboard.example%2Fjob%3Fid%3D1%26x%3Da%20b",
    );
    expect(seen[0]?.init.method).toBe("GET");
  });

  it("does not send a token to the connect calls", async () => {
    const { fetch, seen } = answering(200, { status: "pending" });
    await createApi("https://jobs.example.org", "old-token", fetch).connectPoll("device-1");
    expect(headersOf(seen[0]!).authorization).toBeUndefined();
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ deviceCode: "device-1" });
  });

  it("reports field errors of a 400 with the server's fields", async () => {
    const { fetch } = answering(400, {
      statusCode: 400,
      message: "Invalid input",
      fields: { job_title: "Required" },
    });
    const error = await createApi("https://jobs.example.org", "t", fetch)
      .saveApplication({
        job_title: "",
        hireing_company: "",
        location: "",
        job_description: "",
        link: "https://board.example/job/1",
        source_page: "",
        contact_name: "",
        contact_salutation: "none",
        contact_email: "",
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("invalid");
    expect((error as ApiError).body.fields).toEqual({ job_title: "Required" });
  });

  it("hands over the tracked application of a 409", async () => {
    const application = {
      id: 4,
      job_title: "Engineer",
      hireing_company: "ACME",
      status: "todo",
      webUrl: "x",
    };
    const { fetch } = answering(409, { statusCode: 409, message: "Already tracked", application });
    const error = (await createApi("https://jobs.example.org", "t", fetch)
      .whoami()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("conflict");
    expect(error.body.application).toEqual(application);
  });

  it("counts a network failure, a gateway error and a non-JSON answer as what they are", async () => {
    const down: FetchLike = async () => {
      throw new TypeError("Failed to fetch");
    };
    const unreachable = (await createApi("https://jobs.example.org", "t", down)
      .whoami()
      .catch((e: unknown) => e)) as ApiError;
    expect(unreachable.kind).toBe("unreachable");

    const gateway = (await createApi(
      "https://jobs.example.org",
      "t",
      answering(502, "<h1>Bad gateway</h1>").fetch,
    )
      .whoami()
      .catch((e: unknown) => e)) as ApiError;
    expect(gateway.kind).toBe("unreachable");

    const portal = (await createApi(
      "https://jobs.example.org",
      "t",
      answering(200, "<html>login</html>").fetch,
    )
      .whoami()
      .catch((e: unknown) => e)) as ApiError;
    expect(portal.kind).toBe("failed");
  });

  it("reads the status of a 410 connect answer", async () => {
    const { fetch } = answering(410, { statusCode: 410, message: "Denied", status: "denied" });
    const error = (await createApi("https://jobs.example.org", null, fetch)
      .connectPoll("d")
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("gone");
    expect(error.body.status).toBe("denied");
  });
});

describe("kindOfStatus", () => {
  it("maps each status the contract names", () => {
    expect([401, 403, 400, 409, 410, 429, 500, 503].map(kindOfStatus)).toEqual([
      "unauthorized",
      "failed",
      "invalid",
      "conflict",
      "gone",
      "rate-limited",
      "failed",
      "unreachable",
    ]);
  });
});
