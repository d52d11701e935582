import { z } from "zod";
import { isIsoDate } from "../calendar-date";
import { queryDateSchema, REAL_DATE_RULE, requiredDateSchema } from "../date.schema";
import { pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { tripSorts } from "./trip-format";
import { tripStatuses } from "./trip-values";

export const TRIP_TITLE_MAX = 200;
export const TRIP_DESCRIPTION_MAX = 2000;
export const TRIP_NOTES_MAX = 5000;
export { REAL_DATE_RULE };
export const END_BEFORE_START = "End date cannot be before the start date";

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value.normalize("NFC") : null));

const tripFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(TRIP_TITLE_MAX, `Title must be at most ${TRIP_TITLE_MAX} characters`)
    .transform((value) => value.normalize("NFC")),
  clientId: z.uuid({ error: "Choose a client" }),
  startDate: requiredDateSchema("Start date"),
  endDate: requiredDateSchema("End date"),
  description: optionalText(TRIP_DESCRIPTION_MAX, "Description"),
  notes: optionalText(TRIP_NOTES_MAX, "Notes"),
};

function endNotBeforeStart(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (isIsoDate(value.startDate) && isIsoDate(value.endDate) && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: END_BEFORE_START });
  }
}

/** The New Trip dialog and POST body: a new trip always starts in planning (SPEC §9). */
export const tripCreateSchema = z.object(tripFields).superRefine(endNotBeforeStart);
export type TripCreate = z.output<typeof tripCreateSchema>;
export type TripCreateFormValues = z.input<typeof tripCreateSchema>;

/** The edit dialog and PUT body: every field; status moves freely between the four (SPEC §4). */
export const tripUpdateSchema = z
  .object({ ...tripFields, status: z.enum(tripStatuses, { error: "Choose a status from the list" }) })
  .superRefine(endNotBeforeStart);
export type TripUpdate = z.output<typeof tripUpdateSchema>;
export type TripUpdateFormValues = z.input<typeof tripUpdateSchema>;

export const tripSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(tripStatuses),
  notes: z.string().nullable(),
  clientId: z.uuid(),
  clientName: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  segmentCount: z.number().int(),
  passengerCount: z.number().int(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(tripStatuses).optional(),
  clientId: z.uuid().optional(),
  /** Trips that end on or after this day: upcoming and under way (the client's home). */
  endDateFrom: queryDateSchema,
  sort: z.enum(tripSorts).default("startDate"),
  direction: sortDirectionSchema.default("desc"),
});
export type TripListQuery = z.output<typeof tripListQuerySchema>;
