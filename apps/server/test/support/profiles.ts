import type { Profile } from "@jah/shared";
import { expect } from "vitest";
import { api } from "./applications.ts";
import type { TestServer } from "./server.ts";
import type { TestUser } from "./users.ts";

type Caller = Pick<TestUser, "token" | "userId">;

/** The fields profile/edit needs besides the id. */
export const PROFILE_FIELDS = {
  vorname: "Anna",
  name: "Muster",
  profiletitle: "Backend",
  title: "Developer",
};

/** Creates a profile and saves names and title into it; returns the saved profile. */
export async function buildProfile(
  server: TestServer,
  user: Caller,
  overrides: Record<string, unknown> = {},
) {
  const created = await api(server, user, "POST", "/api/profile/", {});
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const edited = await api(server, user, "POST", "/api/profile/edit", {
    id: created.body.id,
    ...PROFILE_FIELDS,
    ...overrides,
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return edited.body;
}

/** Adds one child through its endpoint and returns it. */
export async function addChild(
  server: TestServer,
  user: Caller,
  kind: "skill" | "socialmedia" | "education" | "workexperience",
  profileId: number,
  fields: Record<string, unknown>,
) {
  const res = await api(server, user, "POST", `/api/profile/${kind}/`, {
    ...fields,
    profile: { id: profileId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const EDUCATION = {
  name: "TU Berlin",
  subject_area: "Informatik",
  start: "2010-10-01",
  ende: "2015-09-30",
};
export const WORK = {
  position_name: "Developer",
  position_type: "Festanstellung",
  company: "ACME",
  start: "2016-01-01",
};

/** A profile with one of every child, a job task and a photo. */
export async function buildFullProfile(server: TestServer, user: Caller, picture?: string) {
  const profile = await buildProfile(server, user, {
    languages: [{ name: "Deutsch", level: 100 }],
    _searching: [{ name: "Remote" }],
    qualifications: [{ name: "Teamwork" }],
    ...(picture ? { picture } : {}),
  });
  await addChild(server, user, "skill", profile.id, {
    name: "TypeScript",
    category: "Languages",
    percentage: 100,
  });
  await addChild(server, user, "socialmedia", profile.id, {
    key_name: "LinkedIn",
    value: "https://linkedin.com/in/anna",
  });
  await addChild(server, user, "education", profile.id, EDUCATION);
  const work = await addChild(server, user, "workexperience", profile.id, WORK);
  const task = await api(server, user, "POST", "/api/profile/workexperience/addJobTask", {
    description: "Built APIs",
    workexperience: { id: work.id },
  });
  expect(task.status).toBe(201);
  return (await api(server, user, "GET", `/api/profile/show/${profile.id}`)).body;
}

/** Saves a whole Profile object (as show/{id} returns it) through the API; returns the new profile's id. */
export async function saveWholeProfile(server: TestServer, user: Caller, source: Profile): Promise<number> {
  const created = await api(server, user, "POST", "/api/profile/", {});
  const {
    id: _id,
    has_picture: _p,
    created: _c,
    updated: _u,
    skills,
    socialmedias,
    educations,
    workexperiences,
    ...fields
  } = source;
  const id = created.body.id as number;
  const edited = await api(server, user, "POST", "/api/profile/edit", { ...fields, id });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  for (const { id: _s, ...skill } of skills) await addChild(server, user, "skill", id, skill);
  for (const { id: _s, date: _d, ...link } of socialmedias)
    await addChild(server, user, "socialmedia", id, link);
  for (const { id: _e, ...education } of educations) await addChild(server, user, "education", id, education);
  for (const { id: _w, job_tasks, ...work } of workexperiences) {
    const saved = await addChild(server, user, "workexperience", id, work);
    for (const task of job_tasks) {
      await api(server, user, "POST", "/api/profile/workexperience/addJobTask", {
        description: task.description,
        workexperience: { id: saved.id },
      });
    }
  }
  return id;
}
