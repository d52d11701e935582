import { z } from "zod";
import { docsInputSchema } from "../docs/docs-input";
import {
  dateOfBirthSchema,
  expiryDateSchema,
  passengerDocumentTypes,
  passportNumberSchema,
  requiredCountrySchema,
} from "./passenger.schema";
import { passengerGenders } from "./passenger-format";

/**
 * 'Save to passenger' in the DOCS generator: the generator's inputs, checked by the passenger's own
 * rules. The server rebuilds the Amadeus line from them, so the stored line always matches the
 * stored document fields. Names are not written back: the line carries their A–Z transliteration,
 * the passenger keeps the spelling with accents.
 */
export const passengerDocsUpdateSchema = docsInputSchema.extend({
  documentType: z.enum(passengerDocumentTypes, { error: "Choose a document type" }),
  issuingCountry: requiredCountrySchema("Issuing country"),
  documentNumber: passportNumberSchema,
  nationality: requiredCountrySchema("Nationality"),
  dateOfBirth: dateOfBirthSchema
    .refine((value) => value !== null, "Date of birth is required")
    .transform((value) => value ?? ""),
  gender: z.enum(passengerGenders, { error: "Choose M, F or X" }),
  expiryDate: expiryDateSchema,
});
export type PassengerDocsUpdate = z.output<typeof passengerDocsUpdateSchema>;
export type PassengerDocsFormValues = z.input<typeof passengerDocsUpdateSchema>;
