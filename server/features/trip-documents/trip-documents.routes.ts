import multipart from "@fastify/multipart";
import type { FastifyError, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, errorBodySchema, fieldError } from "#domain/errors";
import {
  tripDocumentListSchema,
  tripDocumentParamsSchema,
  tripDocumentSchema,
  tripDocumentTripParamsSchema,
  tripDocumentTypeSchema,
} from "#domain/trip-documents/trip-document.schema";
import {
  attachmentDisposition,
  TRIP_DOCUMENT_MAX_BYTES,
  TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
} from "#domain/trip-documents/trip-document-values";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { createTripDocumentsService, type StoredUpload } from "./trip-documents.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Files attached to a trip. Anyone who sees the trip lists and downloads them; staff upload (PDF, PNG
 * or JPEG by content, at most 10 MB) and delete. The upload is multipart: `documentType`, then `file`.
 */
export async function tripDocumentsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createTripDocumentsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["trip-documents"];
  const base = "/api/trips/:tripId/documents";

  // Registered here, like the SSR import's: each feature's multipart settings stay inside its own routes.
  await app.register(multipart, {
    limits: { fileSize: TRIP_DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("PAYLOAD_TOO_LARGE", TRIP_DOCUMENT_TOO_LARGE_MESSAGE);
    }
    if (error.code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", "Upload one file at a time.");
    throw error;
  });

  app.get(
    base,
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The trip's documents, newest first",
        params: tripDocumentTripParamsSchema,
        response: { 200: tripDocumentListSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.params.tripId),
  );

  app.post(
    base,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Upload a document (multipart: documentType, then file; PDF, PNG or JPEG up to 10 MB)",
        consumes: ["multipart/form-data"],
        params: tripDocumentTripParamsSchema,
        response: {
          201: tripDocumentSchema,
          413: errorBodySchema,
          415: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { tripId } = request.params;
      if (!request.isMultipart()) {
        throw new AppError(
          "UNSUPPORTED_MEDIA_TYPE",
          "Send the document as multipart/form-data, with the file in the field `file`.",
        );
      }
      await service.checkTrip(user, tripId);
      let documentType: unknown;
      let upload: StoredUpload | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === "field") {
            if (part.fieldname === "documentType") documentType = part.value;
          } else if (part.fieldname === "file") {
            upload = await service.storeUpload(part.file, part.filename);
          } else {
            part.file.resume();
          }
        }
      } catch (error) {
        if (upload) await service.discard(upload.key);
        throw error;
      }
      if (!upload) throw fieldError("body.file", "Attach a file");
      const type = tripDocumentTypeSchema.safeParse(documentType);
      if (!type.success) {
        await service.discard(upload.key);
        throw fieldError("body.documentType", type.error.issues[0]?.message ?? "Choose a document type");
      }
      return reply.status(201).send(await service.create(user, tripId, type.data, upload));
    },
  );

  app.get(
    `${base}/:documentId/download`,
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The document's file, as an attachment",
        produces: ["application/pdf", "image/png", "image/jpeg"],
        params: tripDocumentParamsSchema,
        // A file stream: Fastify sends streams as they are, without serialising them.
        response: { 200: z.unknown().describe("The file's bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const { document, size, stream } = await service.download(
        currentUser(request),
        request.params.tripId,
        request.params.documentId,
      );
      return reply
        .headers({
          "content-type": document.contentType,
          "content-length": String(size),
          "content-disposition": attachmentDisposition(document.fileName),
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        })
        .send(stream);
    },
  );

  app.delete(
    `${base}/:documentId`,
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Delete a document and its file",
        params: tripDocumentParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.tripId, request.params.documentId);
      return reply.status(204).send(null);
    },
  );
}
