import { type Profile, type ProfileSummary, profileFieldsSchema } from "@jah/shared";
import { vi } from "vitest";

/** One call the page made. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A stored profile with the API's defaults filled in. */
export function makeProfile(fields: Partial<Profile> & { id: number }): Profile {
  const defaults = profileFieldsSchema.partial({ vorname: true, name: true }).parse({});
  return {
    ...defaults,
    vorname: "Ada",
    name: "Lovelace",
    profiletitle: `Profile ${fields.id}`,
    has_picture: false,
    created: "2026-01-01T00:00:00.000Z",
    updated: "2026-01-01T00:00:00.000Z",
    skills: [],
    languages: [],
    _searching: [],
    qualifications: [],
    socialmedias: [],
    educations: [],
    workexperiences: [],
    ...fields,
  } as Profile;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

function summaryOf(profile: Profile): ProfileSummary {
  const {
    id,
    profiletitle,
    vorname,
    name,
    title,
    cv_template,
    profile_language,
    freelance,
    has_picture,
    updated,
  } = profile;
  return {
    id,
    profiletitle,
    vorname,
    name,
    title,
    cv_template,
    profile_language,
    freelance,
    has_picture,
    updated,
  };
}

const CHILD_LISTS = {
  skill: "skills",
  socialmedia: "socialmedias",
  education: "educations",
  workexperience: "workexperiences",
} as const;

/**
 * A small in-memory stand-in for the profiles API (profile/, its children, downloads), stubbed
 * in as `fetch`; it keeps state, so a reload after a change sees the change.
 */
export function fakeProfileApi(initial: Profile[] = []) {
  const profiles = new Map(initial.map((profile) => [profile.id, structuredClone(profile)]));
  const calls: Call[] = [];
  const overrides = new Map<string, () => Response>();
  let nextId = 500;

  const handle = (method: string, path: string, body: Record<string, unknown> | undefined): Response => {
    const override = overrides.get(`${method} ${path}`);
    if (override) return override();
    if (path === "config") return json({ stagingHost: false, demoMode: false, payments: false });
    if (path === "account/me") return json({ id: "u1", username: "Ada", email: "ada@example.com" });
    if (path === "usersettings/show") return json([{ id: 1, language: "en" }]);

    if (method === "GET" && path === "profile/") return json([...profiles.values()].map(summaryOf));
    if (method === "POST" && path === "profile/") {
      const profile = makeProfile({ id: nextId++, vorname: "", name: "", profiletitle: "" });
      profiles.set(profile.id, profile);
      return json(profile, 201);
    }
    if (method === "POST" && path === "profile/edit") {
      const profile = profiles.get(Number(body?.id));
      if (!profile) return json({ statusCode: 404 }, 404);
      const { picture, ...rest } = body ?? {};
      Object.assign(profile, rest, { updated: new Date().toISOString() });
      if (picture !== undefined) profile.has_picture = picture !== null;
      return json(profile);
    }
    if (method === "POST" && path === "profile/jsonresume") {
      if (!body || typeof body !== "object" || !("basics" in body)) {
        return json({ statusCode: 400, message: "Not a JSON Resume file" }, 400);
      }
      const profile = makeProfile({ id: nextId++ });
      profiles.set(profile.id, profile);
      return json(profile, 201);
    }
    if (method === "GET" && path === "profile/importcv/options") {
      return json({ ai_available: false, max_bytes: 5_000_000 });
    }
    const seen = /^profile\/importcv\/seen\/(\d+)$/.exec(path);
    if (method === "POST" && seen) {
      const profile = profiles.get(Number(seen[1]));
      if (!profile) return json({ statusCode: 404 }, 404);
      const fields = (body?.fields as string[] | undefined) ?? [];
      profile.imported_fields = (profile.imported_fields ?? []).filter((field) => !fields.includes(field));
      return json({ imported_fields: profile.imported_fields });
    }
    let match = /^profile\/(show|delete|clone|profilePicture|download|jsonresume)\/(\d+)$/.exec(path);
    if (match) {
      const [, action, id] = match;
      const profile = profiles.get(Number(id));
      if (!profile) return json({ statusCode: 404 }, 404);
      if (action === "show" && method === "GET") return json(profile);
      if (action === "delete" && method === "DELETE") {
        profiles.delete(profile.id);
        return json({ id: profile.id });
      }
      if (action === "clone" && method === "POST") {
        const copy = { ...structuredClone(profile), id: nextId++ };
        profiles.set(copy.id, copy);
        return json(copy, 201);
      }
      if (action === "profilePicture") return json({ statusCode: 404 }, 404);
      if (action === "download") {
        return new Response(new Blob(["%PDF-1.7 fake"], { type: "application/pdf" }), { status: 200 });
      }
      if (action === "jsonresume") return json({ basics: { name: `${profile.vorname} ${profile.name}` } });
    }
    match = /^profile\/(skill|socialmedia|education|workexperience)\/(|edit|delete\/(\d+))$/.exec(path);
    if (match) {
      const resource = match[1] as keyof typeof CHILD_LISTS;
      const list = CHILD_LISTS[resource];
      if (method === "POST" && match[2] === "") {
        const profile = profiles.get(Number((body?.profile as { id: number } | undefined)?.id));
        if (!profile) return json({ statusCode: 404 }, 404);
        const { profile: _owner, ...fields } = body ?? {};
        const entry = {
          id: nextId++,
          ...fields,
          ...(resource === "workexperience" ? { job_tasks: [] } : {}),
        };
        (profile[list] as unknown[]).push(entry);
        return json(entry, 201);
      }
      for (const profile of profiles.values()) {
        const entries = profile[list] as Array<{ id: number }>;
        if (method === "POST" && match[2] === "edit") {
          const entry = entries.find((item) => item.id === Number(body?.id));
          if (entry) return json(Object.assign(entry, body));
        }
        if (method === "DELETE" && match[3]) {
          const index = entries.findIndex((item) => item.id === Number(match?.[3]));
          if (index >= 0) {
            entries.splice(index, 1);
            return json({ id: Number(match[3]) });
          }
        }
      }
      return json({ statusCode: 404 }, 404);
    }
    if (method === "POST" && path === "profile/workexperience/addJobTask") {
      const workId = Number((body?.workexperience as { id: number } | undefined)?.id);
      for (const profile of profiles.values()) {
        const work = profile.workexperiences.find((item) => item.id === workId);
        if (work) {
          const task = { id: nextId++, description: String(body?.description) };
          work.job_tasks.push(task);
          return json(task, 201);
        }
      }
      return json({ statusCode: 404 }, 404);
    }
    return json({ statusCode: 404, message: `fake API has no ${method} ${path}` }, 404);
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const path = url.pathname.replace(/^\/api\//, "");
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: path + url.search, body });
    return handle(method, path, body);
  });
  vi.stubGlobal("fetch", fetchMock);

  return {
    profiles,
    calls,
    /** Makes one endpoint answer something else. */
    override: (key: string, answer: () => Response) => overrides.set(key, answer),
    /** The calls to one method and path (query string ignored). */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path.split("?")[0] === path),
  };
}
