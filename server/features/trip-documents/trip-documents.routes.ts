import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, fieldError } from "#domain/errors";
import {
  tripDocumentListSchema,
  tripDocumentParamsSchema,
  tripDocumentSchema,
  tripDocumentTripParamsSchema,
  tripDocumentTypeSchema,
} from "#domain/trip-documents/trip-document.schema";
import { attachmentDisposition } from "#domain/trip-documents/trip-document-values";
import type { AppContext } from "../../context";
import { tripDocumentUpload } from "../../files/upload-kinds";
import { receiveUpload } from "../../files/upload-pipeline";
import { currentUser } from "../../http/access-policy";
import { withJsonAnswer } from "../../http/idempotency";
import { addTripDocument, removeTripDocument } from "./trip-document.changes";
import { createTripDocumentsService } from "./trip-documents.service";

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
      config: { access: "staff", upload: tripDocumentUpload },
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
      const upload = await receiveUpload(request, tripDocumentUpload, {
        check: () => service.checkTrip(user, tripId),
        fields: ({ documentType }) => {
          const type = tripDocumentTypeSchema.safeParse(documentType);
          if (type.success) return type.data;
          throw fieldError("body.documentType", type.error.issues[0]?.message ?? "Choose a document type");
        },
      });
      const created = await upload.record((file, documentType) =>
        ctx.kernel.mutate(user, (c) =>
          withJsonAnswer(
            c.tx,
            request,
            201,
            tripDocumentSchema,
            addTripDocument(c, tripId, documentType, file),
          ),
        ),
      );
      return reply.status(201).send(created);
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
      // Its file goes with the row, in the same transaction (a trigger of migration 0039).
      await ctx.kernel.mutate(currentUser(request), (c) =>
        removeTripDocument(c, request.params.tripId, request.params.documentId),
      );
      return reply.status(204).send(null);
    },
  );
}
