import { z } from "zod";
import { isIsoDate } from "../calendar-date";
import { DEFAULT_CURRENCY } from "../currency";
import { isRecordDate, REAL_DATE_RULE, RECORD_DATE_RULE } from "../date.schema";
import { amountTextSchema, currencySchema } from "../money";
import {
  DEFAULT_MAX_PARTICIPANTS,
  DEFAULT_PACKAGE_CATEGORY,
  DEFAULT_PACKAGE_DURATION,
  packageCategories,
  packageStatuses,
} from "./package-values";

// SPEC §5 (travel offer add): the exact messages, checked by the form and again by the API.
export const REQUIRED_FIELDS_MESSAGE =
  "Please fill in all required fields (title, destination, description, price).";
export const PRICE_ABOVE_ZERO_MESSAGE = "Price must be greater than zero.";
export const DURATION_MESSAGE = "Duration must be at least 1 day.";
export const DATES_REQUIRED_MESSAGE = "Please specify start and end dates.";
export const END_AFTER_START_MESSAGE = "End date must be after start date.";

export const PACKAGE_TITLE_MAX = 200;
export const PACKAGE_DESTINATION_MAX = 200;
export const PACKAGE_DESCRIPTION_MAX = 5000;
export const PACKAGE_SERVICE_MAX = 200;
export const PACKAGE_SERVICES_MAX = 30;
// Ten million a head is far above any real package; larger values are typos.
export const PACKAGE_PRICE_MAX_CENTS = 1_000_000_000;
export const PACKAGE_DURATION_MAX = 365;
export const PACKAGE_PARTICIPANTS_MAX = 1000;

/** The four fields SPEC names share one message; an absent, blank or non-text value is missing. */
const requiredText = (max: number, label: string) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value.normalize("NFC"));

const wholeNumber = (label: string, min: number, max: number, minMessage: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max}`);

/** Both dates required (one message for either), each a real day inside the travel window. */
const packageDate = z
  .string({ error: DATES_REQUIRED_MESSAGE })
  .trim()
  .min(1, DATES_REQUIRED_MESSAGE)
  .refine((value) => value === "" || isIsoDate(value), REAL_DATE_RULE)
  .refine((value) => !isIsoDate(value) || isRecordDate(value), RECORD_DATE_RULE)
  .meta({ format: "date", examples: ["2027-05-01"] });

export const includedServiceSchema = z
  .string({ error: "Each included service must be text" })
  .trim()
  .min(1, "An included service cannot be blank")
  .max(PACKAGE_SERVICE_MAX, `An included service must be at most ${PACKAGE_SERVICE_MAX} characters`);

const packageFields = {
  title: requiredText(PACKAGE_TITLE_MAX, "Title"),
  destination: requiredText(PACKAGE_DESTINATION_MAX, "Destination"),
  description: requiredText(PACKAGE_DESCRIPTION_MAX, "Description"),
  /** Price per person, in minor units of `currency`. */
  priceCents: z
    .number({ error: REQUIRED_FIELDS_MESSAGE })
    .int("Price must be a whole number of cents")
    .min(1, PRICE_ABOVE_ZERO_MESSAGE)
    .max(PACKAGE_PRICE_MAX_CENTS, "Price is too large"),
  currency: currencySchema.default(DEFAULT_CURRENCY),
  durationDays: wholeNumber("Duration", 1, PACKAGE_DURATION_MAX, DURATION_MESSAGE).default(
    DEFAULT_PACKAGE_DURATION,
  ),
  startDate: packageDate,
  endDate: packageDate,
  includedServices: z
    .array(includedServiceSchema, { error: "Included services must be a list" })
    .max(PACKAGE_SERVICES_MAX, `At most ${PACKAGE_SERVICES_MAX} included services`)
    .default([]),
  maxParticipants: wholeNumber(
    "Max participants",
    1,
    PACKAGE_PARTICIPANTS_MAX,
    "Max participants must be at least 1",
  ).default(DEFAULT_MAX_PARTICIPANTS),
  category: z
    .enum(packageCategories, { error: `Category must be one of ${packageCategories.join(", ")}` })
    .default(DEFAULT_PACKAGE_CATEGORY),
  featured: z.boolean({ error: "Featured must be true or false" }).default(false),
  discountPercent: wholeNumber("Discount", 0, 100, "Discount must be between 0 and 100").default(0),
  status: z.enum(packageStatuses, { error: "Status must be active, upcoming or expired" }).default("active"),
};

/** SPEC: the start may not come after the end (a one-day package starts and ends on the same day). */
function endNotBeforeStart(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (isIsoDate(value.startDate) && isIsoDate(value.endDate) && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: END_AFTER_START_MESSAGE });
  }
}

/** Create and update body of a travel package (POST /api/packages, PUT /api/packages/:id). */
export const packageInputSchema = z.object(packageFields).superRefine(endNotBeforeStart);
export type PackageBody = z.input<typeof packageInputSchema>;
export type PackageInput = z.output<typeof packageInputSchema>;

/** The Add Offer and edit forms: the API's fields, the price typed as text ("1299.50"). */
export const packageFormSchema = z
  .object({
    ...packageFields,
    priceCents: amountTextSchema("Price", PACKAGE_PRICE_MAX_CENTS, REQUIRED_FIELDS_MESSAGE).pipe(
      z.number().min(1, PRICE_ABOVE_ZERO_MESSAGE),
    ),
  })
  .superRefine(endNotBeforeStart);
export type PackageFormValues = z.input<typeof packageFormSchema>;
export type PackageFormOutput = z.output<typeof packageFormSchema>;
