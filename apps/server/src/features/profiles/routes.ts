import { type CvTemplate, idParamSchema, profileEditSchema, systemProfileEditSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import type { DemoRestrictions } from "../demo/index.ts";
import { cloneProfile } from "./clone.ts";
import { createProfile } from "./create.ts";
import { editProfile } from "./edit.ts";
import { readPicture } from "./picture.ts";
import { deleteProfile, listProfiles } from "./profiles.ts";
import { showProfile } from "./show.ts";
import { editSystemProfile, getSystemProfile } from "./system-profile.ts";

const BASE = "/api/profile";
/** profile/edit carries the photo as a data URL: 5 MB of image is about 6.7 MB of base64. */
const EDIT_BODY_LIMIT = 9 * 1024 * 1024;

type Deps = {
  db: Db;
  guards: Guards;
  config: Pick<Config, "payments">;
  demo: DemoRestrictions;
  /** Told when a profile is created, opened or saved (a download is likely next): PdfPool.warmUp. */
  warmRenderer?: (template: CvTemplate) => unknown;
};

/** CV profiles: list, create, edit, show, delete, clone, the photo and the system profile. */
export async function profileRoutes(
  app: FastifyInstance,
  { db, guards, config, demo, warmRenderer = () => {} }: Deps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["profiles"];

  r.get(`${BASE}/`, { ...options, schema: { tags } }, (request) => listProfiles(db, currentUser(request).id));

  r.post(`${BASE}/`, { ...options, schema: { tags } }, async (request, reply) => {
    const profile = await createProfile(db, currentUser(request).id, config.payments);
    warmRenderer(profile.cv_template);
    return reply.status(201).send(profile);
  });

  r.post(
    `${BASE}/edit`,
    { ...options, bodyLimit: EDIT_BODY_LIMIT, schema: { tags, body: profileEditSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      // A new photo is an upload: refused on the demo system (removing one is not).
      if (typeof request.body.picture === "string") await demo.assertUploadsAllowed(userId);
      const profile = await editProfile(db, userId, request.body);
      // The editor's save: a download may follow long after the worker started on opening has ended.
      warmRenderer(profile.cv_template);
      return profile;
    },
  );

  r.get(`${BASE}/show/:id`, { ...options, schema: { tags, params: idParamSchema } }, async (request) => {
    const profile = await showProfile(db, currentUser(request).id, request.params.id);
    warmRenderer(profile.cv_template);
    return profile;
  });

  r.delete(`${BASE}/delete/:id`, { ...options, schema: { tags, params: idParamSchema } }, async (request) => {
    await deleteProfile(db, currentUser(request).id, request.params.id);
    return { id: request.params.id };
  });

  r.post(
    `${BASE}/clone/:id`,
    { ...options, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const copy = await cloneProfile(db, currentUser(request).id, request.params.id, config.payments);
      return reply.status(201).send(copy);
    },
  );

  r.get(`${BASE}/systemprofile`, { ...options, schema: { tags } }, (request) =>
    getSystemProfile(db, currentUser(request).id),
  );

  r.post(
    `${BASE}/systemprofile/edit`,
    { ...options, schema: { tags, body: systemProfileEditSchema } },
    (request) => editSystemProfile(db, currentUser(request).id, request.body),
  );

  r.get(
    `${BASE}/profilePicture/:id`,
    { ...options, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const picture = await readPicture(db, currentUser(request).id, request.params.id);
      if (!picture) throw notFound();
      reply.header("cache-control", "private, no-cache").header("etag", picture.etag);
      if (request.headers["if-none-match"] === picture.etag) return reply.status(304).send();
      return reply.type("image/jpeg").send(picture.data);
    },
  );
}
