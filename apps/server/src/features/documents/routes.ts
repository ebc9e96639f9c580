import {
  documentUploadSchema,
  idParamSchema,
  isPreviewable,
  positiveId,
  STORAGE_FULL,
  type StorageFullBody,
  UPLOAD_BODY_LIMIT_BYTES,
  UPLOAD_MESSAGES,
} from "@jah/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { errorBody, HttpError } from "../../http/errors.ts";
import { type FileStorage, StorageFull, type StorageQuota } from "../../storage/index.ts";
import type { DemoRestrictions } from "../demo/index.ts";
import { connectDocument, connectedDocuments, disconnectDocument } from "./application-documents.ts";
import { deleteDocument, listDocuments, readDocument, storeDocument } from "./documents.ts";
import { checkUpload, UploadRejected } from "./upload.ts";

/** A preview is shown, never run: no scripts, no plugins, no requests, its own opaque origin. */
const PREVIEW_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

type Deps = { db: Db; guards: Guards; demo: DemoRestrictions; storage: FileStorage; quota: StorageQuota };

/** Documents: list, upload, delete, preview, download; and their connections to applications. */
export async function documentRoutes(app: FastifyInstance, { db, guards, demo, storage, quota }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["documents"];

  r.get("/api/documents/", { ...options, schema: { tags } }, (request) =>
    listDocuments(db, currentUser(request).id),
  );

  r.post(
    "/api/documents/",
    {
      // The demo system and demo accounts take no files (spec section 6).
      preHandler: [guards.verified, demo.uploads],
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: { tags, body: documentUploadSchema },
    },
    async (request, reply) => {
      try {
        const file = checkUpload(request.body);
        return await storeDocument({ db, storage, quota }, currentUser(request).id, file);
      } catch (error) {
        if (error instanceof StorageFull) return reply.status(413).send(storageFullBody(error));
        if (!(error instanceof UploadRejected)) throw error;
        return reply
          .status(400)
          .send({ ...errorBody(400, error.message, { file_string: error.message }), code: error.code });
      }
    },
  );

  r.delete(
    "/api/documents/delete/:id",
    { ...options, schema: { tags, params: idParamSchema } },
    async (request) => {
      await deleteDocument(db, storage, currentUser(request).id, request.params.id);
      return { id: request.params.id };
    },
  );

  r.get(
    "/api/documents/preview/:id",
    { ...options, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const { row, bytes } = await readDocument(db, storage, currentUser(request).id, request.params.id);
      if (!isPreviewable(row.mime_type)) throw new HttpError(415, UPLOAD_MESSAGES.noPreview);
      const type = row.mime_type === "text/plain" ? "text/plain; charset=utf-8" : row.mime_type;
      return sendFile(reply, bytes, type, contentDisposition(row.original_name, true))
        .header("content-security-policy", PREVIEW_CSP)
        .send(bytes);
    },
  );

  r.get(
    "/api/documents/download/:id",
    { ...options, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const { row, bytes } = await readDocument(db, storage, currentUser(request).id, request.params.id);
      return sendFile(reply, bytes, row.mime_type, contentDisposition(row.original_name)).send(bytes);
    },
  );

  const connectParams = z.object({ applicationId: positiveId, documentId: positiveId });
  r.get(
    "/api/document/application/connect/:applicationId/:documentId",
    { ...options, schema: { tags, params: connectParams } },
    (request) =>
      connectDocument(db, currentUser(request).id, request.params.applicationId, request.params.documentId),
  );

  r.get(
    "/api/document/application/show/:applicationId",
    { ...options, schema: { tags, params: z.object({ applicationId: positiveId }) } },
    (request) => connectedDocuments(db, currentUser(request).id, request.params.applicationId),
  );

  r.delete(
    "/api/document/application/delete/:id",
    { ...options, schema: { tags, params: idParamSchema } },
    async (request) => {
      await disconnectDocument(db, currentUser(request).id, request.params.id);
      return { id: request.params.id };
    },
  );
}

/** The headers every file answer shares: its type, how to show it, never sniffed, never cached. */
function sendFile(reply: FastifyReply, bytes: Buffer, type: string, disposition: string): FastifyReply {
  return reply
    .header("content-type", type)
    .header("content-length", bytes.length)
    .header("content-disposition", disposition)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store");
}

/** The 413 of an upload past the user's storage total, with the amounts the web app shows. */
function storageFullBody(error: StorageFull): StorageFullBody {
  return {
    ...errorBody(413, error.message),
    statusCode: 413,
    code: STORAGE_FULL,
    used_bytes: error.usedBytes,
    limit_bytes: error.limitBytes,
    size_bytes: error.sizeBytes,
    fields: { file_string: error.message },
  };
}
