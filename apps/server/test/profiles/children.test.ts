import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { addChild, buildFullProfile, buildProfile, EDUCATION, WORK } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("profile children on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let profileId: number;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
    profileId = (await buildProfile(server, user)).id;
  });
  afterAll(() => server.stop());

  it("creates, lists, shows, edits and deletes skills", async () => {
    const skill = await addChild(server, user, "skill", profileId, {
      name: "Go",
      category: "Backend",
      percentage: "75",
    });
    expect(skill).toEqual({ id: expect.any(Number), name: "Go", category: "Backend", percentage: 75 });
    const edited = await api(server, user, "POST", "/api/profile/skill/edit", { ...skill, percentage: 100 });
    expect(edited).toEqual({ status: 200, body: { ...skill, percentage: 100 } });
    expect((await api(server, user, "GET", `/api/profile/skill/show/${skill.id}`)).body.percentage).toBe(100);
    const list = await api(server, user, "GET", `/api/profile/skill/?profile=${profileId}`);
    expect(list.body).toContainEqual({ ...skill, percentage: 100 });
    expect(await api(server, user, "DELETE", `/api/profile/skill/delete/${skill.id}`)).toEqual({
      status: 200,
      body: { id: skill.id },
    });
    expect((await api(server, user, "GET", `/api/profile/skill/show/${skill.id}`)).status).toBe(404);
  });

  it("dates social-media links on the server", async () => {
    const link = await addChild(server, user, "socialmedia", profileId, {
      key_name: "XING",
      value: "https://www.xing.com/profile/anna",
      date: "1999-01-01",
    });
    expect(link).toEqual({
      id: expect.any(Number),
      key_name: "XING",
      value: "https://www.xing.com/profile/anna",
      date: new Date().toISOString().slice(0, 10),
    });
    const bad = await api(server, user, "POST", "/api/profile/socialmedia/", {
      value: "javascript:alert(1)",
      profile: { id: profileId },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.value).toBe("Must be a web address (http or https)");
    const empty = await api(server, user, "POST", "/api/profile/socialmedia/edit", {
      id: link.id,
      value: "",
    });
    expect(empty.body.fields.value).toBe("Required");
  });

  it("validates education: required fields, date format, dates cut to the date part", async () => {
    const missing = await api(server, user, "POST", "/api/profile/education/", {
      profile: { id: profileId },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({
      name: "Required",
      subject_area: "Required",
      start: "Required",
      ende: "Required",
    });
    const badDate = await api(server, user, "POST", "/api/profile/education/", {
      ...EDUCATION,
      start: "01.10.2010",
      profile: { id: profileId },
    });
    expect(badDate.body.fields).toEqual({ start: "Date must be in the format YYYY-MM-DD" });
    const impossible = await api(server, user, "POST", "/api/profile/education/", {
      ...EDUCATION,
      ende: "2015-02-30",
      profile: { id: profileId },
    });
    expect(impossible.status).toBe(400);
    const education = await addChild(server, user, "education", profileId, {
      ...EDUCATION,
      start: "2010-10-01T00:00:00.000Z",
      ende: "2015-09-30T22:00:00.000Z",
      description: "Diplom",
    });
    expect(education).toEqual({
      id: expect.any(Number),
      ...EDUCATION,
      description: "Diplom",
      date_precision: "month",
    });
    const edited = await api(server, user, "POST", "/api/profile/education/edit", {
      ...education,
      subject_area: "Mathematik",
    });
    expect(edited.body.subject_area).toBe("Mathematik");
    const list = await api(server, user, "GET", `/api/profile/education/?profile=${profileId}`);
    expect(list.body.map((e: { id: number }) => e.id)).toContain(education.id);
  });

  it("keeps work experience without an end, with its job tasks", async () => {
    const missing = await api(server, user, "POST", "/api/profile/workexperience/", {
      profile: { id: profileId },
    });
    expect(missing.body.fields).toMatchObject({
      position_name: "Required",
      position_type: "Required",
      start: "Required",
    });
    const work = await addChild(server, user, "workexperience", profileId, {
      ...WORK,
      start: "2016-01-01T08:00:00Z",
      ende: "",
      current: true,
      headcount: "250",
    });
    expect(work).toMatchObject({
      ...WORK,
      ende: null,
      current: true,
      use_for_card: false,
      headcount: 250,
      job_tasks: [],
    });
    const task = await api(server, user, "POST", "/api/profile/workexperience/addJobTask", {
      description: "Led the team",
      workexperience: { id: work.id },
    });
    expect(task).toEqual({ status: 201, body: { id: expect.any(Number), description: "Led the team" } });
    const second = await api(server, user, "POST", "/api/profile/workexperience/addJobTask", {
      description: "Hired people",
      workexperience: { id: work.id },
    });
    const edited = await api(server, user, "POST", "/api/profile/workexperience/editJobTask", {
      id: task.body.id,
      description: "Led the whole team",
    });
    expect(edited.body).toEqual({ id: task.body.id, description: "Led the whole team" });
    const shown = await api(server, user, "GET", `/api/profile/workexperience/show/${work.id}`);
    expect(shown.body.job_tasks).toEqual([edited.body, second.body]);
    const ended = await api(server, user, "POST", "/api/profile/workexperience/edit", {
      ...shown.body,
      ende: "2020-06-30",
      current: false,
    });
    expect(ended.body).toMatchObject({ ende: "2020-06-30", current: false });
    expect(ended.body.job_tasks).toHaveLength(2);
    expect(
      (await api(server, user, "DELETE", `/api/profile/workexperience/deleteJobTask/${second.body.id}`)).body,
    ).toEqual({ id: second.body.id });
    const emptyTask = await api(server, user, "POST", "/api/profile/workexperience/addJobTask", {
      description: " ",
      workexperience: { id: work.id },
    });
    expect(emptyTask.body.fields).toEqual({ description: "Required" });
    const list = await api(server, user, "GET", `/api/profile/workexperience/?profile=${profileId}`);
    expect(list.body.find((w: { id: number }) => w.id === work.id).job_tasks).toHaveLength(1);
    expect((await api(server, user, "DELETE", `/api/profile/workexperience/delete/${work.id}`)).status).toBe(
      200,
    );
    expect(
      (await api(server, user, "POST", "/api/profile/workexperience/editJobTask", edited.body)).status,
    ).toBe(404);
  });

  it("accepts only the levels 25, 50, 75 and 100 and changes nothing on bad input", async () => {
    const skill = await addChild(server, user, "skill", profileId, {
      name: "SQL",
      category: "Data",
      percentage: 50,
    });
    for (const percentage of [0, 60, 101, "high"]) {
      const res = await api(server, user, "POST", "/api/profile/skill/edit", { ...skill, percentage });
      expect(res.status).toBe(400);
      expect(res.body.fields.percentage).toBe("Level must be 25, 50, 75 or 100");
    }
    const noCategory = await api(server, user, "POST", "/api/profile/skill/", {
      name: "x",
      profile: { id: profileId },
    });
    expect(noCategory.body.fields).toEqual({ category: "Required" });
    const noProfile = await api(server, user, "POST", "/api/profile/skill/", { name: "x", category: "y" });
    expect(noProfile.body.fields).toEqual({ profile: "Profile is required" });
    expect((await api(server, user, "GET", `/api/profile/skill/show/${skill.id}`)).body).toEqual(skill);
    expect((await api(server, user, "GET", "/api/profile/skill/")).status).toBe(400);
  });

  it("answers 404 for a child id of another type", async () => {
    // A user with one child of each of two types: each id is only ever found in its own table.
    const fresh = await verifiedUser(server);
    const profile = await buildProfile(server, fresh);
    const skill = await addChild(server, fresh, "skill", profile.id, { name: "Go", category: "Backend" });
    const education = await addChild(server, fresh, "education", profile.id, EDUCATION);
    for (const [method, url, payload] of [
      ["GET", `/api/profile/education/show/${skill.id}`],
      ["GET", `/api/profile/workexperience/show/${education.id}`],
      ["GET", `/api/profile/socialmedia/show/${skill.id}`],
      ["POST", "/api/profile/education/edit", { ...EDUCATION, id: skill.id }],
      ["DELETE", `/api/profile/workexperience/delete/${skill.id}`],
      [
        "POST",
        "/api/profile/workexperience/addJobTask",
        { description: "x", workexperience: { id: education.id } },
      ],
      ["POST", "/api/profile/workexperience/editJobTask", { id: skill.id, description: "x" }],
      ["DELETE", `/api/profile/workexperience/deleteJobTask/${education.id}`],
    ] as Array<[string, string, unknown?]>) {
      const res = await api(server, fresh, method as "GET", url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    if (skill.id !== education.id) {
      expect((await api(server, fresh, "GET", `/api/profile/skill/show/${education.id}`)).status).toBe(404);
    }
    expect((await api(server, fresh, "GET", `/api/profile/skill/show/${skill.id}`)).body).toEqual(skill);
  });

  it("answers 404 for another user's profile and children on every endpoint", async () => {
    const owner = await verifiedUser(server);
    const intruder = await verifiedUser(server);
    const full = await buildFullProfile(server, owner);
    const [skill, link, education, work] = [
      full.skills[0],
      full.socialmedias[0],
      full.educations[0],
      full.workexperiences[0],
    ];
    const task = work.job_tasks[0];
    const ref = { profile: { id: full.id } };
    const attempts: Array<[string, string, unknown?]> = [];
    for (const [kind, child, fields] of [
      ["skill", skill, { name: "x", category: "y", percentage: 50 }],
      ["socialmedia", link, { value: "https://example.com" }],
      ["education", education, EDUCATION],
      ["workexperience", work, WORK],
    ] as const) {
      attempts.push(
        ["GET", `/api/profile/${kind}/?profile=${full.id}`],
        ["POST", `/api/profile/${kind}/`, { ...fields, ...ref }],
        ["POST", `/api/profile/${kind}/edit`, { ...fields, id: child.id }],
        ["GET", `/api/profile/${kind}/show/${child.id}`],
        ["DELETE", `/api/profile/${kind}/delete/${child.id}`],
      );
    }
    attempts.push(
      [
        "POST",
        "/api/profile/workexperience/addJobTask",
        { description: "x", workexperience: { id: work.id } },
      ],
      ["POST", "/api/profile/workexperience/editJobTask", { id: task.id, description: "x" }],
      ["DELETE", `/api/profile/workexperience/deleteJobTask/${task.id}`],
    );
    for (const [method, url, payload] of attempts) {
      const res = await api(server, intruder, method as "GET", url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await api(server, owner, "GET", `/api/profile/show/${full.id}`)).body).toEqual(full);
  });
});
