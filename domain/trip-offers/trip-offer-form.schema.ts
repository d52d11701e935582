import { z } from "zod";
import { amountTextSchema } from "../money";
import {
  OFFER_ITEMS_MAX,
  OFFER_PRICE_MAX_CENTS,
  type TripOfferItemInput,
  tripOfferInputSchema,
  tripOfferItemInputSchema,
} from "./trip-offer.schema";
import { tripOfferItemTypes } from "./trip-offer-values";

export const OFFER_TYPE_REQUIRED = "Choose a type";
export const OFFER_PRICE_REQUIRED = "Enter a price (0 if included)";

/** One offer item as typed: the price is text ("1200,5" is 1 200.50), sent as minor units. */
export const tripOfferItemFormSchema = z
  .object({
    type: z.string().pipe(z.enum(tripOfferItemTypes, { error: OFFER_TYPE_REQUIRED })),
    content: tripOfferItemInputSchema.shape.content,
    price: amountTextSchema("Price", OFFER_PRICE_MAX_CENTS, OFFER_PRICE_REQUIRED),
    currency: tripOfferItemInputSchema.shape.currency,
  })
  .transform(({ price, ...item }): TripOfferItemInput => ({ ...item, priceCents: price }));
export type TripOfferItemFormValues = z.input<typeof tripOfferItemFormSchema>;

/** Create offer: its title (the destination) and its items as typed. */
export const tripOfferFormSchema = z.object({
  title: tripOfferInputSchema.shape.title,
  items: z.array(tripOfferItemFormSchema).max(OFFER_ITEMS_MAX, `At most ${OFFER_ITEMS_MAX} items`),
});
export type TripOfferFormValues = z.input<typeof tripOfferFormSchema>;
export type TripOfferFormOutput = z.output<typeof tripOfferFormSchema>;
