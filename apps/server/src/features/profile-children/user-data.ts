import type { UserDataPart } from "../../db/user-data.ts";
import type { DemoSeed } from "../demo/index.ts";
import { educations } from "./educations.ts";
import { addJobTask } from "./job-tasks.ts";
import { skills } from "./skills.ts";
import { socialMedias, today } from "./social-medias.ts";
import { workExperiences } from "./work-experiences.ts";

/**
 * The profile lists edited one item at a time: skills, links, education, work experience and its
 * tasks. They belong to a profile: the purge and the reset empty them by the cascade from the profile,
 * and the export has them in the profile's record (profiles.json).
 */
export const profileChildrenUserData: UserDataPart<DemoSeed> = {
  feature: "profile-children",
  tables: [
    "profile_skills",
    "profile_socialmedias",
    "profile_educations",
    "profile_workexperiences",
    "profile_job_tasks",
  ],
  // Through the same functions as the child endpoints, into the profiles the profiles part made.
  async seedDemo({ db, userId, sample, ids }) {
    for (const profile of sample.profiles) {
      const id = ids.of(profile);
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
};
