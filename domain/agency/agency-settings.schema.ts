import { z } from "zod";
import { versionSchema } from "../record-version";

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value.normalize("NFC"));

const optional = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((value) => value || null);

/** PUT /api/agency-settings (admin, If-Match): what invoice PDFs print about the agency. */
export const agencySettingsUpdateSchema = z.object({
  name: text(120, "Agency name").pipe(z.string().min(1, "Agency name is required")),
  address: text(500, "Address"),
  email: z
    .union([z.email({ error: "Enter a valid e-mail address" }), z.literal("")])
    .nullish()
    .transform((value) => value || null),
  phone: optional(40, "Phone"),
  vatNumber: optional(40, "VAT number"),
  paymentInstructions: text(1000, "Payment instructions"),
});
export type AgencySettingsUpdate = z.output<typeof agencySettingsUpdateSchema>;
export type AgencySettingsUpdateBody = z.input<typeof agencySettingsUpdateSchema>;

/** What invoices print until an admin saves the agency's own details. */
export const DEFAULT_AGENCY_NAME = "Itinera Travel";

/** GET /api/agency-settings (staff): defaults until an admin saves them. */
export const agencySettingsSchema = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  vatNumber: z.string().nullable(),
  paymentInstructions: z.string(),
  hasLogo: z.boolean(),
  /** The logo's address (its ?v= changes with every upload), or null without one. */
  logoUrl: z.string().nullable(),
  version: versionSchema,
  /** Null until an admin first saves the details (the defaults are shown). */
  updatedAt: z.string().nullable(),
});
export type AgencySettings = z.infer<typeof agencySettingsSchema>;

/**
 * GET /api/agency-settings/contact (anyone signed in): how to reach the agency, e.g. for a client user whose
 * account nobody has linked to a client yet. E-mail and phone are null until an admin saves them.
 */
export const agencyContactSchema = agencySettingsSchema.pick({ name: true, email: true, phone: true });
export type AgencyContact = z.infer<typeof agencyContactSchema>;
