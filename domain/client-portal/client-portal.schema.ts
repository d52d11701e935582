import { z } from "zod";
import { emailSchema } from "../auth/credentials.schema";
import { clientInputSchema, clientSchema } from "../clients/client.schema";

/** How long an invitation's set-password link works. */
export const PORTAL_INVITATION_DAYS = 7;
export const PORTAL_INVITATION_VALIDITY_MS = PORTAL_INVITATION_DAYS * 24 * 60 * 60 * 1000;
/** The link-a-user picker answers this many accounts at most: the user types to narrow it down. */
export const PORTAL_CANDIDATES_LIMIT = 20;

/** The message when a signed-in account belongs to no client (staff accounts never do). */
export const NO_OWN_CLIENT_MESSAGE = "Your account is not linked to a client.";

export const portalClientParamsSchema = z.object({ id: z.uuid("Not a valid client id") });

export const portalInviteInputSchema = z.object({ email: emailSchema });
export type PortalInviteInput = z.infer<typeof portalInviteInputSchema>;

export const portalLinkInputSchema = z.object({ userId: z.uuid("Choose a user from the list") });

/** The account that signs in for the client. */
export const portalUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** The newest sign-in among the account's sessions; null when it has none. */
  lastSignInAt: z.string().nullable(),
  /** Suspended by an admin: it cannot sign in while the ban lasts. */
  banned: z.boolean(),
});

/** The newest invitation not yet accepted or revoked. */
export const portalInvitationSchema = z.object({
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  /** Past expiresAt: its link no longer works, staff resend it. */
  expired: z.boolean(),
});

export const clientPortalSchema = z.object({
  user: portalUserSchema.nullable(),
  invitation: portalInvitationSchema.nullable(),
});
export type ClientPortal = z.infer<typeof clientPortalSchema>;

export const portalCandidatesQuerySchema = z.object({ search: z.string().trim().max(100).optional() });

/** A client account that belongs to no client yet. */
export const portalCandidateSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type PortalCandidate = z.infer<typeof portalCandidateSchema>;
export const portalCandidateListSchema = z.object({ items: z.array(portalCandidateSchema) });

/** The client user's own record (GET/PUT /api/me/client): contact details, never staff notes. */
export const ownClientSchema = clientSchema.pick({
  id: true,
  kind: true,
  name: true,
  email: true,
  phone: true,
  address: true,
  preferredCurrency: true,
  updatedAt: true,
  version: true,
});
export type OwnClient = z.infer<typeof ownClientSchema>;

/** What a client user may change of their own record: the name stays with the agency. */
export const ownClientUpdateSchema = clientInputSchema.pick({ email: true, phone: true, address: true });
export type OwnClientUpdate = z.output<typeof ownClientUpdateSchema>;
export type OwnClientFormValues = z.input<typeof ownClientUpdateSchema>;
