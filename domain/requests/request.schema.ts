import { z } from "zod";
import { pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { requestCategories, requestSorts, requestStatuses } from "./request-values";

export const REQUEST_DETAILS_MAX = 4000;
export const DETAILS_REQUIRED = "Describe what you need";
export const CATEGORY_REQUIRED = "Choose a category";
export const NOTHING_TO_CHANGE = "Change the status, the assignee or the trip";

/** An optional id from a picker: "" (nothing picked) becomes null. */
const optionalId = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal("")], { error: message })
    .nullish()
    .transform((value) => value || null);

export const requestCategorySchema = z.enum(requestCategories, { error: CATEGORY_REQUIRED });
export const requestStatusSchema = z.enum(requestStatuses, { error: "Choose a status" });

const detailsSchema = z
  .string({ error: DETAILS_REQUIRED })
  .trim()
  .min(1, DETAILS_REQUIRED)
  .max(REQUEST_DETAILS_MAX, `Details must be at most ${REQUEST_DETAILS_MAX} characters`)
  .transform((value) => value.normalize("NFC"));

/** POST body: a client user files for their own client (clientId may be left out); staff name the client. */
export const requestCreateSchema = z.object({
  clientId: optionalId("Choose a client"),
  category: requestCategorySchema,
  details: detailsSchema,
  tripId: optionalId("Choose a trip from the list"),
});
/** Staff's New Request form: the same body, the client required (the server refuses it without one too). */
export const staffRequestCreateSchema = requestCreateSchema.superRefine((value, ctx) => {
  if (!value.clientId) ctx.addIssue({ code: "custom", path: ["clientId"], message: "Choose a client" });
});
export type RequestCreate = z.output<typeof requestCreateSchema>;
export type RequestCreateBody = z.input<typeof requestCreateSchema>;

/** PATCH body (staff): only the fields sent change; null unassigns or unlinks. */
export const requestUpdateSchema = z
  .object({
    status: requestStatusSchema.optional(),
    assigneeId: z.uuid({ error: "Choose an agent from the list" }).nullable().optional(),
    tripId: z.uuid({ error: "Choose a trip from the list" }).nullable().optional(),
  })
  .refine(
    (value) => value.status !== undefined || value.assigneeId !== undefined || value.tripId !== undefined,
    { message: NOTHING_TO_CHANGE },
  );
export type RequestUpdate = z.output<typeof requestUpdateSchema>;

export const requestListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(requestStatuses).optional(),
  category: z.enum(requestCategories).optional(),
  assigneeId: z.uuid().optional(),
  clientId: z.uuid().optional(),
  sort: z.enum(requestSorts).default("created"),
  order: sortDirectionSchema.default("desc"),
});
export type RequestListQuery = z.output<typeof requestListQuerySchema>;

export const requestSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  category: z.enum(requestCategories),
  details: z.string(),
  status: z.enum(requestStatuses),
  tripId: z.uuid().nullable(),
  tripTitle: z.string().nullable(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type RequestRecord = z.infer<typeof requestSchema>;

/** A row of the requests list: the request, and when anything last happened on it (a change or a chat message). */
export const requestListItemSchema = requestSchema.extend({ lastActivityAt: z.string() });
export type RequestListItem = z.infer<typeof requestListItemSchema>;

/** One line of a request's history, read from its audit rows. */
export const requestHistoryEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  summary: z.string(),
  byName: z.string().nullable(),
});
export type RequestHistoryEntry = z.infer<typeof requestHistoryEntrySchema>;

/** The staff form on a request: every field sent, "" (nothing picked) becomes null; unchanged ones write nothing. */
export const requestWorkFormSchema = z.object({
  status: requestStatusSchema,
  assigneeId: optionalId("Choose an agent from the list"),
  tripId: optionalId("Choose a trip from the list"),
});
export type RequestWorkFormValues = z.input<typeof requestWorkFormSchema>;
export type RequestWork = z.output<typeof requestWorkFormSchema>;
