import { z } from "zod";
import { CURRENCIES } from "../currency";
import { pageQuerySchema, sortDirectionSchema } from "../pagination.schema";
import { versionSchema } from "../record-version";
import { type PackageStatus, packageCategories, packageStatuses } from "./package-values";

// The package catalogue (SPEC's travel offers): what the list and the detail answer.

export const packageSorts = ["startDate", "title", "price", "duration"] as const;
export type PackageSort = (typeof packageSorts)[number];

/** A query-string flag: "true" or "false"; anything else is a 400 naming it. */
const queryFlag = z
  .enum(["true", "false"], { error: "Use true or false" })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true"));

export const packageListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  /** The status as the package behaves: past its end date it is expired, whatever was chosen. */
  status: z.enum(packageStatuses, { error: "Use active, upcoming or expired" }).optional(),
  /** Staff: true lists the archived packages only. A client user never sees any (an empty list). */
  archived: queryFlag,
  /** Only packages that can be booked now: active or upcoming, not past their end date, not archived. */
  bookable: queryFlag,
  sort: z.enum(packageSorts).default("startDate"),
  order: sortDirectionSchema.default("asc"),
});
export type PackageListQuery = z.output<typeof packageListQuerySchema>;
/** What a screen asks the list for (the query string's values before parsing). */
export interface PackageListParams {
  page: number;
  pageSize: number;
  search?: string;
  status?: PackageStatus;
  archived?: "true" | "false";
  bookable?: "true" | "false";
  sort?: PackageSort;
  order?: "asc" | "desc";
}

export const packageSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  destination: z.string(),
  description: z.string(),
  /** Price per person in minor units of `currency`. */
  priceCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  durationDays: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  includedServices: z.array(z.string()),
  maxParticipants: z.number().int(),
  category: z.enum(packageCategories),
  featured: z.boolean(),
  discountPercent: z.number().int(),
  /** SPEC §9: the price before the discount, rounded to a whole unit; null without a discount. */
  originalPriceCents: z.number().int().nullable(),
  /** The uploaded card image (`/api/packages/{id}/image?v=…`, the token changing with the image), else the shipped default. */
  imageUrl: z.string(),
  hasImage: z.boolean(),
  /** As the package behaves: past its end date it is expired, whatever was chosen. */
  status: z.enum(packageStatuses),
  archivedAt: z.string().nullable(),
  /** Places held by pending and confirmed bookings. */
  bookedPlaces: z.number().int(),
  /** maxParticipants less bookedPlaces, never below 0. */
  placesLeft: z.number().int(),
  bookable: z.boolean(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type TravelPackage = z.infer<typeof packageSchema>;

/** A package as the catalogue lists it: its price also in the agency's base currency, which sort=price orders by. */
export const packageListItemSchema = packageSchema.extend({
  baseCurrency: z.enum(CURRENCIES),
  /** The price at today's rate of its currency, rounded to a minor unit; null while that currency has no rate. */
  basePriceCents: z.number().int().nullable(),
});
export type PackageListItem = z.infer<typeof packageListItemSchema>;
