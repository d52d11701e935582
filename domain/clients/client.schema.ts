import { z } from "zod";
import { CURRENCIES, DEFAULT_CURRENCY } from "../currency";
import { currencySchema } from "../money";
import { pageOf, pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { phoneProblem } from "./client-phone";
import { clientKinds, clientSorts } from "./client-values";

export const CLIENT_NAME_MAX = 200;
export const CLIENT_EMAIL_MAX = 254;
export const CLIENT_PHONE_MAX = 40;
export const CLIENT_ADDRESS_MAX = 500;
export const CLIENT_NOTES_MAX = 5000;
/** The picker answers this many clients at most: the user types to narrow it down. */
export const CLIENT_OPTIONS_LIMIT = 20;

export const CLIENT_EMAIL_MESSAGE = "E-mail must be a valid address, like name@example.com";

const emailFormat = z.email();

/** Optional free text: blank becomes null. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value.normalize("NFC") : null));

/** The fields of the New client and Edit client forms; the API validates POST and PUT bodies with it. */
export const clientInputSchema = z.object({
  kind: z.enum(clientKinds, { error: "Kind must be person or company" }).default("person"),
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(CLIENT_NAME_MAX, `Name must be at most ${CLIENT_NAME_MAX} characters`)
    .transform((value) => value.normalize("NFC")),
  // Lower-cased like sign-in addresses, so a portal invitation and the duplicate finder compare them as equal.
  email: optionalText(CLIENT_EMAIL_MAX, "E-mail")
    .transform((value) => value?.toLowerCase() ?? null)
    .refine((value) => value === null || emailFormat.safeParse(value).success, CLIENT_EMAIL_MESSAGE),
  phone: optionalText(CLIENT_PHONE_MAX, "Phone").superRefine((value, ctx) => {
    const problem = value === null ? null : phoneProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  address: optionalText(CLIENT_ADDRESS_MAX, "Address"),
  preferredCurrency: currencySchema.default(DEFAULT_CURRENCY),
  notes: optionalText(CLIENT_NOTES_MAX, "Notes"),
});
export type ClientInput = z.output<typeof clientInputSchema>;
/** What the form holds before validation: strings, "" for untouched fields. */
export type ClientFormValues = z.input<typeof clientInputSchema>;

// Response schemas are plain (no transforms): the server encodes answers through them.

/** An amount in one currency: what a client spent in it. */
export const spentAmountSchema = z.object({
  currency: z.enum(CURRENCIES),
  amountCents: z.number().int(),
});
export type SpentAmount = z.infer<typeof spentAmountSchema>;

/** A row of the clients list: contact, the trigger-kept figures and who signs in for the client. */
export const clientListItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(clientKinds),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  preferredCurrency: z.enum(CURRENCIES),
  /** Bookings that are not cancelled. */
  bookingsCount: z.number().int(),
  /** Confirmed and completed bookings, per currency, the preferred currency first. */
  totalSpent: z.array(spentAmountSchema),
  lastActivityAt: z.string(),
  archivedAt: z.string().nullable(),
  /** The e-mail of the client's portal user, when it has one. */
  portalUserEmail: z.string().nullable(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientTripRefSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type ClientTripRef = z.infer<typeof clientTripRefSchema>;

/** One client, as GET, POST and PUT answer it. */
export const clientSchema = clientListItemSchema.extend({
  address: z.string().nullable(),
  /** Staff notes; null for the client's own users, who never see them. */
  notes: z.string().nullable(),
  tripsCount: z.number().int(),
  passengersCount: z.number().int(),
  /** The soonest trip that has not ended yet (not cancelled). */
  nextTrip: clientTripRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Client = z.infer<typeof clientSchema>;

const queryBoolean = z
  .enum(["true", "false"], { error: "Use true or false" })
  .transform((value) => value === "true");

export const clientListQuerySchema = pageQuerySchema.extend({
  /** Words of the name, e-mail or phone, case and accents ignored. */
  search: z.string().trim().max(100).optional(),
  kind: z.enum(clientKinds, { error: "Kind must be person or company" }).optional(),
  sort: z.enum(clientSorts).default("name"),
  order: sortDirectionSchema.default("asc"),
  /** true: the archived clients (hidden otherwise). */
  archived: queryBoolean.optional(),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

export const clientListSchema = pageOf(clientListItemSchema);
export type ClientList = z.infer<typeof clientListSchema>;

/** A client in a picker (trip, passenger, booking forms). */
export const clientOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(clientKinds),
  email: z.string().nullable(),
});
export type ClientOption = z.infer<typeof clientOptionSchema>;
export const clientOptionQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export const clientOptionListSchema = z.object({ items: z.array(clientOptionSchema) });

/** What DELETE answers: the client's passengers stay, without a client. */
export const clientDeletionSchema = z.object({ passengersUnlinked: z.number().int() });
export type ClientDeletion = z.infer<typeof clientDeletionSchema>;

/** An audit row of the client or of one of its trips, bookings or passengers. */
export const clientHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientHistoryEntry = z.infer<typeof clientHistoryEntrySchema>;
export const clientHistoryQuerySchema = pageQuerySchema;
export const clientHistorySchema = pageOf(clientHistoryEntrySchema);
export type ClientHistory = z.infer<typeof clientHistorySchema>;
