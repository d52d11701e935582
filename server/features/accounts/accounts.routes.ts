import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountSchema,
  adminSeedResultSchema,
  adminSeedStatusSchema,
  registerInputSchema,
  registerResultSchema,
  resetPasswordInputSchema,
  resetPasswordResultSchema,
  resetTokenQuerySchema,
  resetTokenStatusSchema,
  twoFactorCodeInputSchema,
} from "#domain/accounts/account.schema";
import { errorBodySchema } from "#domain/errors";
import { toHeaders } from "../../auth/session";
import type { AppContext } from "../../context";
import { currentUser } from "../../http/access-policy";
import { createAccountsService } from "./accounts.service";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
// Anonymous endpoints that send mail or hash passwords: a per-IP ceiling on top of the per-address rules.
const publicLimit = { max: 30, timeWindow: "1 minute" };

/** Registration, password reset, admin setup and the signed-in user's own account. */
export async function accountsRoutes(parent: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createAccountsService(ctx);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ["accounts"];

  app.post(
    "/api/accounts/register",
    {
      config: { access: "public", rateLimit: publicLimit },
      schema: {
        tags,
        summary: "Sign up: a client account, a verification mail and, for admin or agent, a role request",
        body: registerInputSchema,
        response: { 201: registerResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.register(request.body, toHeaders(request))),
  );

  app.get(
    "/api/accounts/reset-password",
    {
      config: { access: "public", rateLimit: publicLimit },
      schema: {
        tags,
        summary: "Whether a password reset link can still be used",
        querystring: resetTokenQuerySchema,
        response: { 200: resetTokenStatusSchema, ...errors },
      },
    },
    async (request) => ({ valid: await service.resetTokenValid(request.query.token) }),
  );

  app.post(
    "/api/accounts/reset-password",
    {
      config: { access: "public", rateLimit: publicLimit },
      schema: {
        tags,
        summary: "Set a new password from a reset link, then sign in",
        body: resetPasswordInputSchema,
        response: { 200: resetPasswordResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { result, cookies } = await service.resetPassword(request.body, toHeaders(request));
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return result;
    },
  );

  app.get(
    "/api/admin-seed",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Whether an admin exists, and the setup address",
        response: { 200: adminSeedStatusSchema },
      },
    },
    async () => service.adminSeedStatus(),
  );

  app.post(
    "/api/admin-seed",
    {
      config: { access: "public", rateLimit: publicLimit },
      schema: {
        tags,
        summary: "Create the first admin while none exists",
        response: { 200: adminSeedResultSchema, 503: errorBodySchema, ...errors },
      },
    },
    async () => service.createSeedAdmin(),
  );

  app.get(
    "/api/account",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The signed-in user's account: e-mail, role, two-factor state, pending role request",
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => service.account(currentUser(request)),
  );

  app.post(
    "/api/account/two-factor/disable",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Turn two-factor sign-in off with an authenticator or backup code",
        body: twoFactorCodeInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.disableTwoFactor(currentUser(request), request.body.code, toHeaders(request));
      return reply.status(204).send(null);
    },
  );
}
