import { z } from "zod";
import { clientKinds } from "../clients/client-values";
import { pageOf, pageQuerySchema } from "../pagination.schema";

/** Why two clients look like one: the same e-mail, the same phone number, a similar name. */
export const clientDuplicateReasons = ["email", "phone", "name"] as const;
export type ClientDuplicateReason = (typeof clientDuplicateReasons)[number];

export const clientDuplicateReasonLabels: Record<ClientDuplicateReason, string> = {
  email: "Same e-mail",
  phone: "Same phone",
  name: "Similar name",
};

/** A client as the duplicate finder and the merge show it: contact details and what hangs off it. */
export const mergeClientSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(clientKinds),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  tripsCount: z.number().int().min(0),
  bookingsCount: z.number().int().min(0),
  passengersCount: z.number().int().min(0),
  invoicesCount: z.number().int().min(0),
  paymentsCount: z.number().int().min(0),
  requestsCount: z.number().int().min(0),
  ticketsCount: z.number().int().min(0),
  /** Invitations to the portal, pending or not: they move with the client. */
  invitationsCount: z.number().int().min(0),
  /** The e-mail of the client's portal user, when it has one. */
  portalUserEmail: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MergeClientSummary = z.infer<typeof mergeClientSummarySchema>;

export const clientDuplicatePairSchema = z.object({
  first: mergeClientSummarySchema,
  second: mergeClientSummarySchema,
  reasons: z.array(z.enum(clientDuplicateReasons)).min(1),
});
export type ClientDuplicatePair = z.infer<typeof clientDuplicatePairSchema>;

export const clientDuplicateQuerySchema = pageQuerySchema.extend({
  /** Only the pairs this client is part of (a client's page). */
  clientId: z.uuid().optional(),
});
export type ClientDuplicateQuery = z.output<typeof clientDuplicateQuerySchema>;

export const clientDuplicateListSchema = pageOf(clientDuplicatePairSchema);
export type ClientDuplicateList = z.infer<typeof clientDuplicateListSchema>;

export const clientIdParamsSchema = z.object({ id: z.uuid() });

/** `POST /api/clients/:id/merge`: the source merges into :id (the survivor) and is deleted. */
export const clientMergeInputSchema = z.object({
  sourceId: z.uuid({ error: "Choose the client to merge" }),
});

export const clientMergePreviewQuerySchema = clientMergeInputSchema;

/** The merge dialog's form: which of the two clients stays. */
export const clientMergeChoiceSchema = z.object({
  survivorId: z.uuid({ error: "Choose the client to keep" }),
});
export type ClientMergeChoice = z.infer<typeof clientMergeChoiceSchema>;

/** A client page's "Merge with…": the other client, a likely duplicate or any one searched for. */
export const clientMergePickSchema = z.object({
  otherId: z.uuid({ error: "Choose the client to merge with" }),
});
export type ClientMergePick = z.infer<typeof clientMergePickSchema>;

/** How many of each record move from the source to the survivor. */
export const clientMergeMovesSchema = z.object({
  trips: z.number().int().min(0),
  bookings: z.number().int().min(0),
  passengers: z.number().int().min(0),
  invoices: z.number().int().min(0),
  creditNotes: z.number().int().min(0),
  payments: z.number().int().min(0),
  requests: z.number().int().min(0),
  tickets: z.number().int().min(0),
  /** Chat conversations, with their messages. */
  conversations: z.number().int().min(0),
  invitations: z.number().int().min(0),
  /** The source's portal user becomes the survivor's. */
  portalUser: z.boolean(),
  /** Contact fields of the survivor that were empty and take the source's value. */
  filledFields: z.array(z.enum(["email", "phone", "address"])),
  /** The source's notes are added to the survivor's. */
  notesAppended: z.boolean(),
});
export type ClientMergeMoves = z.infer<typeof clientMergeMovesSchema>;

/** What merging would do, before it is done: both clients, the moves, and why it is refused if it is. */
export const clientMergePreviewSchema = z.object({
  survivor: mergeClientSummarySchema,
  source: mergeClientSummarySchema,
  moves: clientMergeMovesSchema,
  /** Set when the merge would be refused (e.g. both have a portal user). */
  blockedReason: z.string().nullable(),
});
export type ClientMergePreview = z.infer<typeof clientMergePreviewSchema>;

export const clientMergeResultSchema = z.object({
  survivor: mergeClientSummarySchema,
  moved: clientMergeMovesSchema,
});
export type ClientMergeResult = z.infer<typeof clientMergeResultSchema>;
