import { z } from "zod";
import { docsInputSchema } from "../docs/docs-input";
import {
  dateOfBirthSchemaOn,
  expiryDateSchema,
  passengerDocumentTypes,
  passportNumberSchema,
  requiredCountrySchema,
} from "./passenger.schema";
import { passengerGenders } from "./passenger-format";

/**
 * 'Save to passenger' in the DOCS generator: the generator's inputs, checked by the passenger's own
 * rules (the date of birth before the agency's `today()`). The server rebuilds the Amadeus line from them, so
 * the stored line always matches the stored document fields. Names are not written back: the line carries
 * their A–Z transliteration, the passenger keeps the spelling with accents.
 */
export const passengerDocsUpdateSchemaOn = (today: () => string) =>
  docsInputSchema.extend({
    documentType: z.enum(passengerDocumentTypes, { error: "Choose a document type" }),
    issuingCountry: requiredCountrySchema("Issuing country"),
    documentNumber: passportNumberSchema,
    nationality: requiredCountrySchema("Nationality"),
    dateOfBirth: dateOfBirthSchemaOn(today)
      .refine((value) => value !== null, "Date of birth is required")
      .transform((value) => value ?? ""),
    gender: z.enum(passengerGenders, { error: "Choose M, F or X" }),
    expiryDate: expiryDateSchema,
  });
type PassengerDocsUpdateSchema = ReturnType<typeof passengerDocsUpdateSchemaOn>;
export type PassengerDocsUpdate = z.output<PassengerDocsUpdateSchema>;
export type PassengerDocsFormValues = z.input<PassengerDocsUpdateSchema>;

/** Blank text in an optional generator input means "not given"; anything else meets the DOCS rule. */
const blankAsNotGiven = <Out>(schema: z.ZodType<Out, unknown>) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    // The rule takes more than text (dates, numbers); text or nothing is all this field gives it.
    .pipe(schema as z.ZodType<Out, string | undefined>);

/** The DOCS generator's form: every input is text, the optional ones "" when left empty. */
export const passengerDocsFormSchemaOn = (today: () => string) => {
  const update = passengerDocsUpdateSchemaOn(today);
  return update.extend({
    documentType: z.string().pipe(update.shape.documentType),
    gender: z.string().pipe(update.shape.gender),
    travelDate: blankAsNotGiven(docsInputSchema.shape.travelDate),
    passengerNumber: blankAsNotGiven(docsInputSchema.shape.passengerNumber),
    airline: blankAsNotGiven(docsInputSchema.shape.airline),
  });
};
/** What the generator's inputs hold: text, "" when empty. */
export type PassengerDocsGeneratorValues = z.input<ReturnType<typeof passengerDocsFormSchemaOn>>;
