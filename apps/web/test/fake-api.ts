import { type ApplicationStatus, isArchived } from "@jah/shared";
import { vi } from "vitest";
import type {
  Application,
  ApplicationDetail,
  Appointment,
  Note,
  StatusEntry,
} from "../src/features/applications/types.ts";

/** One call the page made. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** An application with the defaults of the API filled in. */
export function makeApplication(fields: Partial<Application> & { id: number }): Application {
  return {
    job_title: `Job ${fields.id}`,
    hireing_company: "ACME",
    page: "Jobboard",
    link: "https://jobs.example.com/1",
    location: "Berlin",
    job_description: "",
    recipient_salutation: "none",
    recipient_name: "",
    mail_address: "",
    follow_up: null,
    application_channel: "",
    mail_subject: "",
    mail_text: "",
    status: "todo",
    send: false,
    date: new Date().toISOString(),
    created: new Date().toISOString(),
    updated: new Date().toISOString(),
    profile: null,
    ...fields,
  };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * A small in-memory stand-in for the server's applications API (docs/api.md), stubbed in as
 * `fetch`: it keeps state, so a refetch after a change sees the change like the real server.
 */
export function fakeApi(initial: Application[] = []) {
  const apps = new Map(initial.map((app) => [app.id, { ...app }]));
  const timeline = new Map<number, StatusEntry[]>();
  const notes: Note[] = [];
  const appointments: Appointment[] = [];
  const calls: Call[] = [];
  let nextId = 1000;
  /** Answers to override per "METHOD path" (e.g. failing creates). */
  const overrides = new Map<string, () => Response>();

  // Like the server, list rows leave out the long texts.
  const row = ({ job_description, mail_subject, mail_text, ...rest }: Application): Application => rest;
  const list = (keep: (app: Application) => boolean) =>
    json({ applications: [...apps.values()].filter(keep).map(row), next_cursor: null });

  const setStatus = (app: Application, status: ApplicationStatus) => {
    app.status = status;
    const entries = timeline.get(app.id) ?? [];
    entries.push({ id: nextId++, created: new Date().toISOString(), status });
    timeline.set(app.id, entries);
  };

  const handle = (method: string, path: string, body: unknown): Response => {
    const override = overrides.get(`${method} ${path}`);
    if (override) return override();
    if (path === "config") return json({ stagingHost: false, demoMode: false, payments: false });
    if (path === "account/me") return json({ id: "u1", username: "Ada", email: "ada@example.com" });
    if (path === "usersettings/show") return json([{ id: 1, language: "en" }]);
    if (path === "profile/") return json({ statusCode: 404 }, 404);

    const base = "profile/applications/";
    if (method === "GET" && path === base) return list((app) => !isArchived(app.status ?? "todo"));
    if (method === "GET" && path === `${base}archive`) return list((app) => isArchived(app.status ?? "todo"));
    if (method === "GET" && path === `${base}todo`) return list((app) => (app.status ?? "todo") === "todo");
    if (method === "GET" && path === `${base}followup`) {
      return list((app) => !isArchived(app.status ?? "todo") && Boolean(app.follow_up));
    }
    if (method === "GET" && path === `${base}stats`) {
      const all = [...apps.values()].map((app) => app.status ?? "todo");
      const count = (status: ApplicationStatus) => all.filter((s) => s === status).length;
      return json({
        todo: count("todo"),
        running: all.filter((s) => ["applied", "waiting", "appointment", "canceled", "noreply"].includes(s))
          .length,
        done: all.filter((s) => ["ready", "accepted", "rejected"].includes(s)).length,
        archive: {
          accepted: count("accepted"),
          canceled: count("canceled"),
          rejected: count("rejected"),
          noreply: count("noreply"),
        },
        total: all.length,
      });
    }
    if (method === "POST" && path === base) {
      const app = makeApplication({ ...(body as Partial<Application>), id: nextId++, status: "todo" });
      apps.set(app.id, app);
      return json(app);
    }
    if (method === "POST" && path === `${base}edit`) {
      const edit = body as Partial<Application> & { id: number };
      const app = apps.get(edit.id);
      if (!app) return json({ statusCode: 404 }, 404);
      const { status, ...rest } = edit;
      Object.assign(app, rest);
      if (status && status !== app.status) setStatus(app, status);
      return json(app);
    }
    const restore = /^profile\/applications\/restore\/(\d+)$/.exec(path);
    if (method === "POST" && restore) {
      const app = apps.get(Number(restore[1]));
      if (!app) return json({ statusCode: 404 }, 404);
      setStatus(app, "applied");
      return json(app);
    }
    const remove = /^profile\/applications\/delete\/(\d+)$/.exec(path);
    if (method === "DELETE" && remove) {
      apps.delete(Number(remove[1]));
      return json({ id: Number(remove[1]) });
    }
    const show = /^profile\/applications\/show\/(\d+)$/.exec(path);
    if (method === "GET" && show) {
      const app = apps.get(Number(show[1]));
      if (!app) return json({ statusCode: 404 }, 404);
      const detail: ApplicationDetail = {
        ...app,
        job_description: app.job_description ?? "",
        mail_subject: app.mail_subject ?? "",
        mail_text: app.mail_text ?? "",
        application_status: timeline.get(app.id) ?? [],
        notes: notes.filter((note) => note.application.id === app.id).reverse(),
        appointments: appointments.filter((item) => item.application.id === app.id).reverse(),
      };
      return json(detail);
    }
    if (method === "POST" && path === "application/notes/") {
      const input = body as { value: string; application: { id: number } };
      const note: Note = { id: nextId++, date: new Date().toISOString(), key_name: "Comment", ...input };
      notes.push(note);
      return json(note);
    }
    if (method === "POST" && path === "application/appointment/") {
      const input = body as { appointment_date: string; value: string; application: { id: number } };
      const appointment: Appointment = { id: nextId++, key_name: "appointment", ...input };
      appointments.push(appointment);
      return json(appointment);
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
    apps,
    calls,
    fetchMock,
    /** Makes one endpoint answer something else. */
    override: (key: string, answer: () => Response) => overrides.set(key, answer),
    /** The calls to one method and path (query string ignored). */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path.split("?")[0] === path),
  };
}
