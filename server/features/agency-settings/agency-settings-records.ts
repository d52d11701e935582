import { eq } from "drizzle-orm";
import { agencyLogoUrl } from "#domain/agency/agency-logo";
import { type AgencySettings, DEFAULT_AGENCY_NAME } from "#domain/agency/agency-settings.schema";
import type { DbOrTx } from "../../db/client";
import { agencySettings } from "../../db/schema/invoices";
import { packageImageToken } from "../../files/package-image-store";

// The agency's single settings row as every read answers it.

/** The audit log's entity name for the agency's settings. */
export const AGENCY_SETTINGS_ENTITY = "agency_settings";

export type AgencySettingsRow = typeof agencySettings.$inferSelect;
type RowOrDefaults = Omit<AgencySettingsRow, "updatedAt"> & { updatedAt: Date | null };

/** What invoices print until an admin saves the agency's details (version 1, like the row it becomes). */
export const AGENCY_DEFAULTS: RowOrDefaults = {
  id: true,
  name: DEFAULT_AGENCY_NAME,
  address: "",
  email: null,
  phone: null,
  vatNumber: null,
  paymentInstructions: "",
  logoFile: null,
  version: 1,
  updatedAt: null,
};

/** The agency's details as the settings screen and the PDFs' letterhead both show them. */
export function agencyDetails(row: RowOrDefaults) {
  const { name, address, email, phone, vatNumber, paymentInstructions } = row;
  return { name, address, email, phone, vatNumber, paymentInstructions };
}

export function toSettings(row: RowOrDefaults): AgencySettings {
  return {
    ...agencyDetails(row),
    hasLogo: row.logoFile !== null,
    logoUrl: row.logoFile ? agencyLogoUrl(packageImageToken(row.logoFile)) : null,
    version: row.version,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

/** The saved row, or null until an admin first saves. */
export async function readAgencyRow(db: DbOrTx): Promise<AgencySettingsRow | null> {
  const [row] = await db.select().from(agencySettings).where(eq(agencySettings.id, true));
  return row ?? null;
}
