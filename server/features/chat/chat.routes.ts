import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  attachmentParamsSchema,
  chatListQuerySchema,
  chatListSchema,
  MESSAGE_TOO_LONG,
  markReadResultSchema,
  markReadSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  requestChatParamsSchema,
  sendMessageSchema,
  tripChatParamsSchema,
} from "#domain/chat/chat.schema";
import { MESSAGE_MAX } from "#domain/chat/chat-values";
import { errorBodySchema, fieldError } from "#domain/errors";
import { attachmentDisposition } from "#domain/trip-documents/trip-document-values";
import type { AppContext } from "../../context";
import { chatAttachmentUpload } from "../../files/upload-kinds";
import { receiveUpload } from "../../files/upload-pipeline";
import { currentUser } from "../../http/access-policy";
import { withJsonAnswer } from "../../http/idempotency";
import { createChatService } from "./chat.service";
import type { ChatSubject } from "./chat-records";
import { markThreadRead, sendMessage } from "./message.changes";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Chat: Recent Chats, and one thread per request and per trip. Anyone who sees the request or trip
 * reads and writes its thread (its client's users and staff); attachments (PDF, PNG, JPEG, WebP by
 * content, at most 10 MB) go through `…/attachments` as multipart: `message` (optional), then `file`.
 */
export async function chatRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createChatService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["chat"];

  app.get(
    "/api/chats",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Recent Chats: the user's conversations (staff: ?all=true for every one), newest first",
        querystring: chatListQuerySchema,
        response: { 200: chatListSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  const threads = [
    { kind: "request", params: requestChatParamsSchema },
    { kind: "trip", params: tripChatParamsSchema },
  ] as const;

  for (const thread of threads) {
    const base = thread.kind === "request" ? "/api/chats/request/:requestId" : "/api/chats/trip/:tripId";
    const params = thread.params as z.ZodType<{ requestId: string } | { tripId: string }>;
    const subjectOf = (p: { requestId: string } | { tripId: string }): ChatSubject => ({
      kind: thread.kind,
      id: "requestId" in p ? p.requestId : p.tripId,
    });

    app.get(
      `${base}/messages`,
      {
        config: { access: "signed-in" },
        schema: {
          tags,
          summary: `A ${thread.kind}'s thread, a page at a time (newest last; ?before=<seq> for older)`,
          params,
          querystring: messagePageQuerySchema,
          response: { 200: messagePageSchema, ...errors },
        },
      },
      async (request) => service.messages(currentUser(request), subjectOf(request.params), request.query),
    );

    app.post(
      `${base}/messages`,
      {
        config: { access: "signed-in" },
        schema: {
          tags,
          summary: `Write in a ${thread.kind}'s thread (the message is trimmed; blank is refused)`,
          params,
          body: sendMessageSchema,
          response: { 201: messageSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await ctx.kernel.mutate(currentUser(request), (c) =>
              withJsonAnswer(
                c.tx,
                request,
                201,
                messageSchema,
                sendMessage(c, subjectOf(request.params), request.body.message),
              ),
            ),
          ),
    );

    app.post(
      `${base}/attachments`,
      {
        config: { access: "signed-in", upload: chatAttachmentUpload },
        schema: {
          tags,
          summary: `Send a file in a ${thread.kind}'s thread (multipart: message, then file; PDF or image up to 10 MB)`,
          consumes: ["multipart/form-data"],
          params,
          response: { 201: messageSchema, 413: errorBodySchema, 415: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const subject = subjectOf(request.params);
        const upload = await receiveUpload(request, chatAttachmentUpload, {
          check: () => service.check(user, subject),
          fields: ({ message }) => {
            const text = typeof message === "string" ? message.trim() : "";
            if (text.length > MESSAGE_MAX) throw fieldError("body.message", MESSAGE_TOO_LONG);
            return text;
          },
        });
        const message = await upload.record((file, text) =>
          ctx.kernel.mutate(user, (c) =>
            withJsonAnswer(c.tx, request, 201, messageSchema, sendMessage(c, subject, text, file)),
          ),
        );
        return reply.status(201).send(message);
      },
    );

    app.post(
      `${base}/read`,
      {
        config: { access: "signed-in" },
        schema: {
          tags,
          summary: `Mark a ${thread.kind}'s thread read up to a seq`,
          params,
          body: markReadSchema,
          response: { 200: markReadResultSchema, ...errors },
        },
      },
      async (request) =>
        ctx.kernel.mutate(currentUser(request), (c) =>
          withJsonAnswer(
            c.tx,
            request,
            200,
            markReadResultSchema,
            markThreadRead(c, subjectOf(request.params), request.body.seq),
          ),
        ),
    );
  }

  app.get(
    "/api/chats/attachments/:messageId",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "A message's attachment, as a download (participants only)",
        produces: ["application/pdf", "image/png", "image/jpeg", "image/webp"],
        params: attachmentParamsSchema,
        // A file stream: Fastify sends streams as they are, without serialising them.
        response: { 200: z.unknown().describe("The file's bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.attachment(currentUser(request), request.params.messageId);
      return reply
        .headers({
          "content-type": file.contentType,
          "content-length": String(file.size),
          "content-disposition": attachmentDisposition(file.name),
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        })
        .send(file.stream);
    },
  );
}
