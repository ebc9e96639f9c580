import { describe, expect, it } from "vitest";
import {
  ACTIVE_STATUSES,
  APPLICATION_STATUSES,
  ageColour,
  applicationEditSchema,
  applicationFieldsSchema,
  dashboardGroup,
  daysSince,
  defaultFollowUp,
  isArchived,
} from "./applications.ts";

describe("status rules", () => {
  it("archives canceled, noreply, rejected and accepted only", () => {
    expect(APPLICATION_STATUSES.filter(isArchived)).toEqual(["canceled", "noreply", "rejected", "accepted"]);
    expect(ACTIVE_STATUSES).toEqual(["todo", "ready", "applied", "waiting", "appointment"]);
  });

  it("groups the dashboard counters as the spec says", () => {
    const groups = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, dashboardGroup(s)]));
    expect(groups).toEqual({
      todo: "todo",
      ready: "done",
      applied: "running",
      waiting: "running",
      appointment: "running",
      canceled: "running",
      noreply: "running",
      rejected: "done",
      accepted: "done",
    });
  });
});

describe("daysSince and ageColour", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("counts whole days, never below 0, 0 for invalid dates", () => {
    expect(daysSince("2026-11-22", now)).toBe(0);
    expect(daysSince("2026-11-16T13:00:00Z", now)).toBe(5);
    expect(daysSince("2026-11-11", now)).toBe(11);
    expect(daysSince("2026-12-01", now)).toBe(0);
    expect(daysSince("not a date", now)).toBe(0);
    expect(daysSince(null, now)).toBe(0);
  });

  it("warns after 5 days and alarms after 10", () => {
    expect([0, 5, 6, 10, 11].map(ageColour)).toEqual(["normal", "normal", "warning", "warning", "danger"]);
  });
});

describe("defaultFollowUp", () => {
  it("is 14 days ahead as a date", () => {
    expect(defaultFollowUp(new Date("2026-11-22T10:00:00Z"))).toBe("2026-12-06");
  });
});

describe("application schema", () => {
  const valid = { job_title: "Backend Developer", page: "StepStone", recipient_salutation: "female" };

  it("requires job title, page and salutation with 'Required'", () => {
    const result = applicationFieldsSchema.safeParse({ job_title: " " });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({ job_title: "Required", page: "Required", recipient_salutation: "Required" });
  });

  it("drops an empty follow-up and checks real dates", () => {
    expect(applicationFieldsSchema.parse({ ...valid, follow_up: "" }).follow_up).toBeNull();
    expect(applicationFieldsSchema.parse({ ...valid, follow_up: "2026-12-06" }).follow_up).toBe("2026-12-06");
    expect(applicationFieldsSchema.safeParse({ ...valid, follow_up: "2026-02-30" }).success).toBe(false);
    expect(applicationFieldsSchema.safeParse({ ...valid, follow_up: "06.12.2026" }).success).toBe(false);
  });

  it("accepts only web links", () => {
    expect(applicationFieldsSchema.safeParse({ ...valid, link: "https://jobs.example.com/1" }).success).toBe(
      true,
    );
    expect(applicationFieldsSchema.safeParse({ ...valid, link: "javascript:alert(1)" }).success).toBe(false);
  });

  it("tells a status-only edit from a full one", () => {
    expect(applicationEditSchema.parse({ id: 3, status: "applied" })).toEqual({ id: 3, status: "applied" });
    expect(applicationEditSchema.safeParse({ id: 3, status: "lost" }).success).toBe(false);
    const full = applicationEditSchema.parse({ ...valid, id: 3 });
    expect(full).toMatchObject({ id: 3, job_title: "Backend Developer" });
    expect(full).not.toHaveProperty("status");
  });
});
