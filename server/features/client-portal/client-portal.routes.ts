import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  clientPortalSchema,
  ownClientSchema,
  ownClientUpdateSchema,
  portalCandidateListSchema,
  portalCandidatesQuerySchema,
  portalClientParamsSchema,
  portalInviteInputSchema,
  portalLinkInputSchema,
} from "#domain/client-portal/client-portal.schema";
import { errorBodySchema } from "#domain/errors";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { expectedVersion, ifMatchHeaders, staleVersionResponse, withEtag } from "../../http/versioning";
import { createClientPortalService } from "./client-portal.service";
import { createOwnClientService, updateOwnClient } from "./own-client.service";
import { linkPortalUser, revokePortalAccess } from "./portal-access.changes";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const withConflict = { ...errors, 409: errorBodySchema };

/**
 * A client's portal access (staff): who signs in for the client, invitations by e-mail, linking an
 * existing account, revoking. And the client user's own record (/api/me/client).
 */
export async function clientPortalRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createClientPortalService(ctx);
  const ownClient = createOwnClientService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["client-portal"];

  app.get(
    "/api/clients/portal-candidates",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Client accounts that belong to no client yet, by name or e-mail (at most 20)",
        querystring: portalCandidatesQuerySchema,
        response: { 200: portalCandidateListSchema, ...errors },
      },
    },
    async (request) => service.candidates(request.query.search),
  );

  app.get(
    "/api/clients/:id/portal",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "The client's portal user (with last sign-in) and open invitation, each null when none",
        params: portalClientParamsSchema,
        response: { 200: clientPortalSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    "/api/clients/:id/portal/invitations",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Invite a person by e-mail to be the client's portal user: creates or reuses their client account and mails a set-password link (again: resends)",
        params: portalClientParamsSchema,
        body: portalInviteInputSchema,
        response: { 201: clientPortalSchema, 503: errorBodySchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.invite(currentUser(request), request.params.id, request.body.email)),
  );

  app.post(
    "/api/clients/:id/portal/link",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Make an existing client account that belongs to no client the client's portal user",
        params: portalClientParamsSchema,
        body: portalLinkInputSchema,
        response: { 200: clientPortalSchema, ...withConflict },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        linkPortalUser(c, request.params.id, request.body.userId),
      ),
  );

  app.delete(
    "/api/clients/:id/portal",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Revoke portal access: unlink the user, end their sessions, void open invitations",
        params: portalClientParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ctx.kernel.mutate(currentUser(request), (c) => revokePortalAccess(c, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/me/client",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "The signed-in client user's own client: contact details; null while their account is linked to no client (404 for staff)",
        response: {
          200: ownClientSchema.nullable().describe("null: the account is not linked to a client yet"),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const own = await ownClient.get(currentUser(request));
      return own ? withEtag(reply, own) : null;
    },
  );

  app.put(
    "/api/me/client",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Change the signed-in client user's own e-mail, phone and address (If-Match)",
        headers: ifMatchHeaders,
        body: ownClientUpdateSchema,
        response: { 200: ownClientSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) =>
      withEtag(
        reply,
        await ctx.kernel.mutate(currentUser(request), (c) =>
          updateOwnClient(c, request.body, expectedVersion(request)),
        ),
      ),
  );
}
