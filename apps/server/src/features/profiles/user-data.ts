import type { UserDataPart } from "../../db/user-data.ts";
import type { DemoSeed } from "../demo/index.ts";
import { createProfile } from "./create.ts";
import { editProfile } from "./edit.ts";
import { pictureBytes, profileIndex, profileZipPaths, systemProfileRecord } from "./export.ts";
import { toJsonResume } from "./json-resume/export.ts";
import { educations } from "./sections/educations.ts";
import { addJobTask } from "./sections/job-tasks.ts";
import { skills } from "./sections/skills.ts";
import { socialMedias, today } from "./sections/social-medias.ts";
import { workExperiences } from "./sections/work-experiences.ts";
import { showProfile } from "./show.ts";

/** Profiles read at once for profiles.json (each with every child list). */
const PROFILES_PER_PAGE = 10;

/**
 * The CV profiles' part: profiles with their photo, the lists edited with the profile (languages,
 * what the user looks for, qualifications), the sections edited one item at a time (skills, links,
 * education, work experience and its tasks; sections/), and the system profile. The lists go with
 * their profile (cascade) and are in its record (showProfile).
 */
export const profilesUserData: UserDataPart<DemoSeed> = {
  feature: "profiles",
  tables: [
    "profiles",
    "profile_pictures",
    "profile_languages",
    "profile_searching",
    "profile_qualifications",
    "profile_skills",
    "profile_socialmedias",
    "profile_educations",
    "profile_workexperiences",
    "profile_job_tasks",
    "system_profiles",
  ],
  async export(zip, { db, userId }) {
    const profiles = await profileIndex(db, userId);
    zip.fact("profiles", async () => profiles.length);
    zip.jsonPages("profiles.json", async (afterId) => {
      const next = profiles.filter((p) => p.id > afterId).slice(0, PROFILES_PER_PAGE);
      return Promise.all(
        next.map(async (entry) => {
          const profile = await showProfile(db, userId, entry.id);
          return {
            ...profile,
            files: {
              picture: profile.has_picture ? profileZipPaths.picture(entry.id) : null,
              json_resume: profileZipPaths.jsonResume(entry.id),
              pdf: profileZipPaths.pdf(entry),
            },
          };
        }),
      );
    });
    zip.field("settings.json", "system_profile", () => systemProfileRecord(db, userId));
    for (const { id, picture_etag } of profiles) {
      if (picture_etag === null) continue;
      zip.file(
        profileZipPaths.picture(id),
        async () => (await pictureBytes(db, userId, id)) ?? Buffer.alloc(0),
      );
    }
    for (const entry of profiles) {
      zip.madeJson(profileZipPaths.jsonResume(entry.id), async () =>
        toJsonResume(await showProfile(db, userId, entry.id)),
      );
      zip.cvPdf(profileZipPaths.pdf(entry), async () => {
        const profile = await showProfile(db, userId, entry.id);
        const picture = profile.has_picture ? await pictureBytes(db, userId, entry.id) : null;
        return { profile, picture };
      });
    }
  },
  // Each profile through the same functions as profile/, profile/edit and the section endpoints.
  async seedDemo({ db, userId, sample, payments, ids }) {
    for (const profile of sample.profiles) {
      const { id } = await createProfile(db, userId, payments);
      await editProfile(db, userId, { ...profile.fields, id });
      ids.set(profile, id);
      for (const skill of profile.skills) await skills.create(db, userId, id, skill);
      for (const link of profile.socialmedias)
        await socialMedias.create(db, userId, id, { ...link, date: today() });
      for (const education of profile.educations) await educations.create(db, userId, id, education);
      for (const { job_tasks, ...work } of profile.workexperiences) {
        const created = await workExperiences.create(db, userId, id, work);
        for (const task of job_tasks) await addJobTask(db, userId, created.id, task);
      }
    }
  },
  async reset({ db, userId }) {
    await db.deleteFrom("profiles").where("user_id", "=", userId).execute();
    await db.deleteFrom("system_profiles").where("user_id", "=", userId).execute();
  },
};
