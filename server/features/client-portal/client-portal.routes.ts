import type { FastifyInstance } from "fastify";
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
import { featureRoutes } from "../../http/feature-routes";
import { withEtag } from "../../http/versioning";
import { createClientPortalService } from "./client-portal.service";
import { createOwnClientService, updateOwnClient } from "./own-client.service";
import { linkPortalUser, revokePortalAccess } from "./portal-access.changes";

const conflict = { 409: errorBodySchema };

/**
 * A client's portal access (staff): who signs in for the client, invitations by e-mail, linking an
 * existing account, revoking. And the client user's own record (/api/me/client).
 */
export async function clientPortalRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createClientPortalService(ctx);
  const ownClient = createOwnClientService(ctx);
  const routes = featureRoutes(app, ctx, { tags: ["client-portal"] });

  routes.get(
    "/api/clients/portal-candidates",
    {
      access: "staff",
      summary: "Client accounts that belong to no client yet, by name or e-mail (at most 20)",
      querystring: portalCandidatesQuerySchema,
      response: portalCandidateListSchema,
    },
    async (request) => service.candidates(request.query.search),
  );

  routes.get(
    "/api/clients/:id/portal",
    {
      access: "staff",
      summary: "The client's portal user (with last sign-in) and open invitation, each null when none",
      params: portalClientParamsSchema,
      response: clientPortalSchema,
    },
    async (request) => service.get(request.params.id),
  );

  routes.route(
    "POST",
    "/api/clients/:id/portal/invitations",
    {
      access: "staff",
      summary:
        "Invite a person by e-mail to be the client's portal user: creates or reuses their client account and mails a set-password link (again: resends)",
      params: portalClientParamsSchema,
      body: portalInviteInputSchema,
      response: { 201: clientPortalSchema, 503: errorBodySchema, ...conflict },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.invite(currentUser(request), request.params.id, request.body.email)),
  );

  routes.change(
    "POST",
    "/api/clients/:id/portal/link",
    {
      access: "staff",
      summary: "Make an existing client account that belongs to no client the client's portal user",
      params: portalClientParamsSchema,
      body: portalLinkInputSchema,
      response: clientPortalSchema,
      also: conflict,
    },
    (c, request) => linkPortalUser(c, request.params.id, request.body.userId),
  );

  routes.empty(
    "DELETE",
    "/api/clients/:id/portal",
    {
      access: "staff",
      summary: "Revoke portal access: unlink the user, end their sessions, void open invitations",
      params: portalClientParamsSchema,
    },
    (c, request) => revokePortalAccess(c, request.params.id),
  );

  routes.get(
    "/api/me/client",
    {
      access: "signed-in",
      summary:
        "The signed-in client user's own client: contact details; null while their account is linked to no client (404 for staff)",
      response: ownClientSchema.nullable().describe("null: the account is not linked to a client yet"),
    },
    async (request, reply) => {
      const own = await ownClient.get(currentUser(request));
      return own ? withEtag(reply, own) : null;
    },
  );

  routes.update(
    "PUT",
    "/api/me/client",
    {
      access: "signed-in",
      summary:
        "Change the signed-in client user's own e-mail, phone and address (If-Match); a field left out stays as it is, null clears it",
      // A field left out keeps its value (the form sends all three): a PUT of the phone alone clears nothing.
      body: ownClientUpdateSchema.partial(),
      response: ownClientSchema,
    },
    (c, request, version) => updateOwnClient(c, request.body, version),
  );
}
