import { z } from "zod";
import { amountCentsSchema, currencySchema } from "../money";
import { pageOf, pageQuerySchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { tripOfferItemTypes, tripOfferStatuses } from "./trip-offer-values";

export const OFFER_TITLE_MAX = 200;
export const OFFER_ITEM_CONTENT_MAX = 2000;
export const OFFER_DECLINE_REASON_MAX = 1000;
export const OFFER_ITEMS_MAX = 30;
// 99 999 999.99 in any currency is above any real trip; larger values are typos.
export const OFFER_PRICE_MAX_CENTS = 9_999_999_999;

export const tripOfferTripParamsSchema = z.object({ tripId: z.uuid("Not a valid trip id") });
export const tripOfferParamsSchema = z.object({
  tripId: z.uuid("Not a valid trip id"),
  offerId: z.uuid("Not a valid offer id"),
});

export const tripOfferStatusSchema = z.enum(tripOfferStatuses, {
  error: `Status must be one of ${tripOfferStatuses.join(", ")}`,
});

export const tripOfferItemInputSchema = z.object({
  type: z.enum(tripOfferItemTypes, { error: `Type must be one of ${tripOfferItemTypes.join(", ")}` }),
  content: z
    .string({ error: "Describe the item" })
    .trim()
    .min(1, "Describe the item")
    .max(OFFER_ITEM_CONTENT_MAX, `At most ${OFFER_ITEM_CONTENT_MAX} characters`),
  priceCents: amountCentsSchema("Price", OFFER_PRICE_MAX_CENTS),
  currency: currencySchema,
});
export type TripOfferItemInput = z.output<typeof tripOfferItemInputSchema>;

/** POST body: the offer's title (its destination) and, optionally, its first items. */
export const tripOfferInputSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(OFFER_TITLE_MAX, `Title must be at most ${OFFER_TITLE_MAX} characters`),
  items: z
    .array(tripOfferItemInputSchema)
    .max(OFFER_ITEMS_MAX, `At most ${OFFER_ITEMS_MAX} items`)
    .default([]),
});
export type TripOfferInput = z.input<typeof tripOfferInputSchema>;

export const tripOfferStatusInputSchema = z.object({ status: tripOfferStatusSchema });

export const tripOfferDeclineInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(OFFER_DECLINE_REASON_MAX, `The reason must be at most ${OFFER_DECLINE_REASON_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type TripOfferDeclineInput = z.input<typeof tripOfferDeclineInputSchema>;

export const tripOfferItemSchema = tripOfferItemInputSchema.extend({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const tripOfferSchema = z.object({
  id: z.uuid(),
  tripId: z.uuid(),
  title: z.string(),
  /** As the offer behaves: an open offer past expiresAt is expired. */
  status: tripOfferStatusSchema,
  declineReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  respondedAt: z.iso.datetime({ offset: true }).nullable(),
  version: versionSchema,
  items: z.array(tripOfferItemSchema),
  /** Sum of the items' prices, one entry per currency. */
  totals: z.array(z.object({ currency: currencySchema, amountCents: z.number().int() })),
});
export type TripOffer = z.output<typeof tripOfferSchema>;

export const tripOfferListSchema = z.object({
  items: z.array(tripOfferSchema),
  total: z.number().int().min(0),
});
export type TripOfferList = z.output<typeof tripOfferListSchema>;

/** An offer waiting for the client's answer (sent, not expired), with its trip: the client's home lists them. */
export const openTripOfferSchema = tripOfferSchema.extend({ tripTitle: z.string() });
export type OpenTripOffer = z.output<typeof openTripOfferSchema>;
export const openTripOfferListSchema = pageOf(openTripOfferSchema);
export type OpenTripOfferList = z.output<typeof openTripOfferListSchema>;
export const openTripOfferQuerySchema = pageQuerySchema;
