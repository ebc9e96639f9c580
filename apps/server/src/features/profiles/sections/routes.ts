import {
  educationCreateSchema,
  educationEditSchema,
  idParamSchema,
  jobTaskCreateSchema,
  jobTaskEditSchema,
  positiveId,
  skillCreateSchema,
  skillEditSchema,
  socialMediaCreateSchema,
  socialMediaEditSchema,
  workExperienceCreateSchema,
  workExperienceEditSchema,
} from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../../auth/guards.ts";
import type { Db } from "../../../db/database.ts";
import { educations } from "./educations.ts";
import { addJobTask, deleteJobTask, editJobTask } from "./job-tasks.ts";
import { skills } from "./skills.ts";
import { socialMedias, today } from "./social-medias.ts";
import type { childStore } from "./store.ts";
import { workExperiences } from "./work-experiences.ts";

type Store = ReturnType<typeof childStore<unknown, unknown>>;
type Deps = { db: Db; guards: Guards };

const listQuerySchema = z.object({ profile: positiveId });

/**
 * One child resource under /api/profile/{name}: list (?profile=id), create, edit, show, delete.
 * `extra` adds server-set columns (the social-media date).
 */
function childRoutes(
  app: FastifyInstance,
  { db, guards }: Deps,
  name: string,
  store: Store,
  schemas: { create: z.ZodType<{ profile: { id: number } }>; edit: z.ZodType<{ id: number }> },
  extra: () => Record<string, unknown> = () => ({}),
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/profile/${name}`;
  const options = { preHandler: guards.verified };
  const tags = ["profiles"];
  r.get(`${base}/`, { ...options, schema: { tags, querystring: listQuerySchema } }, (request) =>
    store.list(db, currentUser(request).id, request.query.profile),
  );
  r.post(`${base}/`, { ...options, schema: { tags, body: schemas.create } }, async (request, reply) => {
    const { profile, ...fields } = request.body;
    const created = await store.create(db, currentUser(request).id, profile.id, { ...fields, ...extra() });
    return reply.status(201).send(created);
  });
  r.post(`${base}/edit`, { ...options, schema: { tags, body: schemas.edit } }, (request) => {
    const { id, ...fields } = request.body;
    return store.edit(db, currentUser(request).id, id, { ...fields, ...extra() });
  });
  r.get(`${base}/show/:id`, { ...options, schema: { tags, params: idParamSchema } }, (request) =>
    store.show(db, currentUser(request).id, request.params.id),
  );
  r.delete(`${base}/delete/:id`, { ...options, schema: { tags, params: idParamSchema } }, async (request) => {
    await store.remove(db, currentUser(request).id, request.params.id);
    return { id: request.params.id };
  });
}

/** Skills, social media, education and work experience of a profile, and the job tasks of a work experience. */
export async function profileSectionRoutes(app: FastifyInstance, deps: Deps) {
  childRoutes(app, deps, "skill", skills, { create: skillCreateSchema, edit: skillEditSchema });
  childRoutes(
    app,
    deps,
    "socialmedia",
    socialMedias,
    { create: socialMediaCreateSchema, edit: socialMediaEditSchema },
    () => ({ date: today() }),
  );
  childRoutes(app, deps, "education", educations, {
    create: educationCreateSchema,
    edit: educationEditSchema,
  });
  childRoutes(app, deps, "workexperience", workExperiences, {
    create: workExperienceCreateSchema,
    edit: workExperienceEditSchema,
  });

  const { db, guards } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["profiles"];
  const base = "/api/profile/workexperience";
  r.post(
    `${base}/addJobTask`,
    { ...options, schema: { tags, body: jobTaskCreateSchema } },
    async (request, reply) => {
      const { description, workexperience } = request.body;
      return reply
        .status(201)
        .send(await addJobTask(db, currentUser(request).id, workexperience.id, description));
    },
  );
  r.post(`${base}/editJobTask`, { ...options, schema: { tags, body: jobTaskEditSchema } }, (request) =>
    editJobTask(db, currentUser(request).id, request.body.id, request.body.description),
  );
  r.delete(
    `${base}/deleteJobTask/:id`,
    { ...options, schema: { tags, params: idParamSchema } },
    async (request) => {
      await deleteJobTask(db, currentUser(request).id, request.params.id);
      return { id: request.params.id };
    },
  );
}
