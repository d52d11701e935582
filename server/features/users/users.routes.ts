import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "#domain/errors";
import { pageOf, pageQuerySchema } from "#domain/pagination.schema";
import { assigneeListSchema } from "#domain/users/assignee.schema";
import {
  banInputSchema,
  createUserInputSchema,
  managedUserSchema,
  roleRequestSchema,
  setRoleInputSchema,
  userIdParamsSchema,
  userListQuerySchema,
} from "#domain/users/user.schema";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { withJsonAnswer } from "../../http/idempotency";
import { expectedVersion, ifMatchHeaders, staleVersionResponse } from "../../http/versioning";
import { createAssigneesService } from "./assignees.service";
import { createRoleRequestsService, decideRoleRequest } from "./role-requests.service";
import { banUser, createUser, deleteUser, setUserRole, stillNeeded, unbanUser } from "./user.changes";
import { createUsersService } from "./users.service";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Users & Roles (SPEC §2): admins only, except the assignee picker staff read. */
export async function usersRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createUsersService(ctx);
  const roleRequests = createRoleRequestsService(ctx);
  const assignees = createAssigneesService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];
  const access = "admin" as const;

  app.get(
    "/api/users",
    {
      config: { access },
      schema: {
        tags,
        summary: "System users, newest first, searched by e-mail and paginated",
        querystring: userListQuerySchema,
        response: { 200: pageOf(managedUserSchema), ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    "/api/users",
    {
      config: { access },
      schema: {
        tags,
        summary: "Add a user (active at once) with a password and a role",
        body: createUserInputSchema,
        response: { 201: managedUserSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ctx.kernel.mutate(currentUser(request), (c) =>
            withJsonAnswer(c.tx, request, 201, managedUserSchema, createUser(c, request.body)),
          ),
        ),
  );

  app.put(
    "/api/users/:id/role",
    {
      config: { access },
      schema: {
        tags,
        summary: "Change a user's role (not your own; the last admin stays)",
        params: userIdParamsSchema,
        headers: ifMatchHeaders,
        body: setRoleInputSchema,
        response: { 200: managedUserSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        setUserRole(c, request.params.id, request.body.role, expectedVersion(request)),
      ),
  );

  app.post(
    "/api/users/:id/ban",
    {
      config: { access },
      schema: {
        tags,
        summary: "Ban a user until a moment or until lifted, with a reason; signs them out everywhere",
        params: userIdParamsSchema,
        headers: ifMatchHeaders,
        body: banInputSchema,
        response: { 200: managedUserSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        withJsonAnswer(
          c.tx,
          request,
          200,
          managedUserSchema,
          banUser(c, request.params.id, request.body, expectedVersion(request)),
        ),
      ),
  );

  app.post(
    "/api/users/:id/unban",
    {
      config: { access },
      schema: {
        tags,
        summary: "Lift a user's ban",
        params: userIdParamsSchema,
        headers: ifMatchHeaders,
        response: { 200: managedUserSchema, ...staleVersionResponse, ...errors },
      },
    },
    async (request) =>
      ctx.kernel.mutate(currentUser(request), (c) =>
        withJsonAnswer(
          c.tx,
          request,
          200,
          managedUserSchema,
          unbanUser(c, request.params.id, expectedVersion(request)),
        ),
      ),
  );

  app.post(
    "/api/users/:id/verification-email",
    {
      config: { access },
      schema: {
        tags,
        summary: "Send a new verification e-mail to a user who has not confirmed their address",
        params: userIdParamsSchema,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.resendVerification(currentUser(request), request.params.id);
      return reply.status(202).send(null);
    },
  );

  app.post(
    "/api/users/:id/password-reset",
    {
      config: { access },
      schema: {
        tags,
        summary: "Send a user a password reset e-mail",
        params: userIdParamsSchema,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.sendPasswordReset(currentUser(request), request.params.id);
      return reply.status(202).send(null);
    },
  );

  app.delete(
    "/api/users/:id",
    {
      config: { access },
      schema: {
        tags,
        summary: "Delete a user (not yourself; the last admin stays)",
        params: userIdParamsSchema,
        headers: ifMatchHeaders,
        response: { 204: z.null(), ...staleVersionResponse, ...errors },
      },
    },
    async (request, reply) => {
      await ctx.kernel
        .mutate(currentUser(request), (c) => deleteUser(c, request.params.id, expectedVersion(request)))
        .catch(stillNeeded);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/users/assignees",
    {
      // The one route here staff may call: the assignee picker of requests and tickets.
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Admins and agents who can be assigned work, by name",
        response: { 200: assigneeListSchema, ...errors },
      },
    },
    async () => assignees.list(),
  );

  app.get(
    "/api/users/role-requests",
    {
      config: { access },
      schema: {
        tags,
        summary: "Pending role requests, oldest first",
        querystring: pageQuerySchema,
        response: { 200: pageOf(roleRequestSchema), ...errors },
      },
    },
    async (request) => roleRequests.list(request.query),
  );

  for (const decision of ["approve", "deny"] as const) {
    app.post(
      `/api/users/role-requests/:id/${decision}`,
      {
        config: { access },
        schema: {
          tags,
          summary: decision === "approve" ? "Grant the requested role" : "Refuse the requested role",
          params: userIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await ctx.kernel.mutate(currentUser(request), (c) =>
          decideRoleRequest(c, request.params.id, decision === "approve"),
        );
        return reply.status(204).send(null);
      },
    );
  }
}
