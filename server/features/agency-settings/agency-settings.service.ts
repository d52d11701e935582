import type { Readable } from "node:stream";
import type { AgencyContact, AgencySettings } from "#domain/agency/agency-settings.schema";
import { AppError } from "#domain/errors";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { openFile, readWholeFile } from "../../files/file-store";
import { packageImageToken } from "../../files/package-image-store";
import { removeAgencyLogo } from "./agency-settings.changes";
import { AGENCY_DEFAULTS, agencyDetails, readAgencyRow, toSettings } from "./agency-settings-records";

/** The agency's details as invoice PDFs print them, with the logo's PNG bytes when there is one. */
export interface AgencyLetterhead {
  name: string;
  address: string;
  email: string | null;
  phone: string | null;
  vatNumber: string | null;
  paymentInstructions: string;
  logo: Buffer | null;
}

/**
 * The agency's details (name, address, VAT number, payment instructions, logo) that invoices print. Saving
 * the details is a use case the route runs (agency-settings.changes.ts), and so is a new logo, which comes
 * through the upload pipeline (agencyLogoUpload); removing it here removes its file in the same change.
 */
export function createAgencySettingsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async get(): Promise<AgencySettings> {
      return toSettings((await readAgencyRow(db)) ?? AGENCY_DEFAULTS);
    },

    /** How to reach the agency: what anyone signed in may read of its details. */
    async contact(): Promise<AgencyContact> {
      const { name, email, phone } = (await readAgencyRow(db)) ?? AGENCY_DEFAULTS;
      return { name, email, phone };
    },

    /** The details and logo a PDF prints (the defaults until saved; no logo when its file is missing). */
    async letterhead(): Promise<AgencyLetterhead> {
      const row = (await readAgencyRow(db)) ?? AGENCY_DEFAULTS;
      const logo = row.logoFile ? await readWholeFile(db, "agency-logo", row.logoFile) : null;
      if (row.logoFile && !logo)
        ctx.log.error({ key: row.logoFile }, "the agency logo is missing from the database");
      return { ...agencyDetails(row), logo };
    },

    /** Invoices go without a logo; its file goes with the change. */
    async removeLogo(user: SessionUser, expected?: number): Promise<AgencySettings> {
      return ctx.kernel.mutate(user, (c) => removeAgencyLogo(c, expected));
    },

    async logo(): Promise<{ token: string; size: number; stream: Readable }> {
      const row = await readAgencyRow(db);
      if (!row?.logoFile) throw new AppError("NOT_FOUND", "The agency has no logo.");
      const file = await openFile(db, "agency-logo", row.logoFile);
      if (!file) {
        ctx.log.error({ key: row.logoFile }, "the agency logo is missing from the database");
        throw new AppError("NOT_FOUND", "The agency's logo is missing. Upload it again.");
      }
      return { token: packageImageToken(row.logoFile), ...file };
    },
  };
}
