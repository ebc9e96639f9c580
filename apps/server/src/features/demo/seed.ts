import { applicationFieldsSchema, dateTimeLocalSchema, type SampleCounts } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { createAppointment } from "../application-appointments/appointments.ts";
import { createNote } from "../application-notes/notes.ts";
import { createApplication, editApplication } from "../applications/applications.ts";
import { createCoverLetter } from "../coverletters/coverletters.ts";
import { educations } from "../profile-children/educations.ts";
import { addJobTask } from "../profile-children/job-tasks.ts";
import { skills } from "../profile-children/skills.ts";
import { socialMedias, today } from "../profile-children/social-medias.ts";
import { workExperiences } from "../profile-children/work-experiences.ts";
import { createProfile } from "../profiles/create.ts";
import { editProfile } from "../profiles/edit.ts";
import type { SampleApplication, SampleData, SampleProfile } from "./sample-data.ts";

const DAY_MS = 86_400_000;

type Clock = { payments: boolean; now: Date };

/** The moment `days` days before now, as stored. */
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
/** The calendar date `days` days from now (negative: before). */
const dateIn = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** One profile through the same functions as profile/, profile/edit and the child endpoints. */
async function insertProfile(trx: Db, userId: string, profile: SampleProfile, payments: boolean) {
  const { id } = await createProfile(trx, userId, payments);
  await editProfile(trx, userId, { ...profile.fields, id });
  for (const skill of profile.skills) await skills.create(trx, userId, id, skill);
  for (const link of profile.socialmedias)
    await socialMedias.create(trx, userId, id, { ...link, date: today() });
  for (const education of profile.educations) await educations.create(trx, userId, id, education);
  for (const { job_tasks, ...work } of profile.workexperiences) {
    const created = await workExperiences.create(trx, userId, id, work);
    for (const task of job_tasks) await addJobTask(trx, userId, created.id, task);
  }
}

/**
 * One application with its timeline, notes and appointments, dated as the file says: created with the
 * first status, then moved through the others like the status dropdown does.
 */
async function insertApplication(trx: Db, userId: string, sample: SampleApplication, now: Date) {
  const { history, notes, appointments, follow_up_in_days, ...fields } = sample;
  const [first, ...later] = history;
  const created = ago(now, first!.days_ago);
  const checked = applicationFieldsSchema.parse({
    ...fields,
    status: first!.status,
    date: created.slice(0, 10),
    follow_up: follow_up_in_days === undefined ? null : dateIn(now, follow_up_in_days),
  });
  const { id } = await createApplication(trx, userId, checked, created);
  for (const step of later)
    await editApplication(trx, userId, { id, status: step.status }, ago(now, step.days_ago));
  for (const note of notes) await createNote(trx, userId, id, note.value, ago(now, note.days_ago));
  for (const appointment of appointments) {
    const when = dateTimeLocalSchema.parse(`${dateIn(now, appointment.in_days)}T${appointment.time}`);
    await createAppointment(trx, userId, id, when, appointment.value);
  }
}

/**
 * Fills an account with the sample data through the feature functions the API uses, inside the
 * caller's transaction (`trx`), so an account gets all of it or none.
 */
export async function insertSampleData(
  trx: Db,
  userId: string,
  data: SampleData,
  { payments, now }: Clock,
): Promise<SampleCounts> {
  for (const profile of data.profiles) await insertProfile(trx, userId, profile, payments);
  for (const letter of data.coverletters) await createCoverLetter(trx, userId, letter);
  // Oldest first, so ids follow the order in which a person would have entered them.
  const applications = [...data.applications].sort((a, b) => b.history[0]!.days_ago - a.history[0]!.days_ago);
  for (const application of applications) await insertApplication(trx, userId, application, now);
  return {
    profiles: data.profiles.length,
    applications: data.applications.length,
    coverletters: data.coverletters.length,
  };
}
