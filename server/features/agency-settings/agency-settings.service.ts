import type { ReadStream } from "node:fs";
import type { AgencyContact, AgencySettings } from "#domain/agency/agency-settings.schema";
import { AppError } from "#domain/errors";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import { agencyLogoStore } from "../../files/agency-logo-store";
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
 * through the upload pipeline (agencyLogoUpload); removing it here removes its file once committed.
 */
export function createAgencySettingsService(ctx: AppContext) {
  const { db } = ctx;
  const logos = agencyLogoStore(ctx.config.filesDir);

  async function discard(key: string | null) {
    if (!key) return;
    await logos.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, "could not remove a file"));
  }

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
      const logo = row.logoFile ? await logos.readLogo(row.logoFile) : null;
      if (row.logoFile && !logo)
        ctx.log.error({ key: row.logoFile }, "the agency logo is missing from the file store");
      return { ...agencyDetails(row), logo };
    },

    /** Invoices go without a logo; the file goes once the change is committed. */
    async removeLogo(user: SessionUser, expected?: number): Promise<AgencySettings> {
      const { settings, removed } = await ctx.kernel.mutate(user, (c) => removeAgencyLogo(c, expected));
      await discard(removed);
      return settings;
    },

    async logo(): Promise<{ token: string; size: number; stream: ReadStream }> {
      const row = await readAgencyRow(db);
      if (!row?.logoFile) throw new AppError("NOT_FOUND", "The agency has no logo.");
      const size = await logos.size(row.logoFile);
      if (size === null) {
        ctx.log.error({ key: row.logoFile }, "the agency logo is missing from the file store");
        throw new AppError("NOT_FOUND", "The agency's logo is missing. Upload it again.");
      }
      return { token: packageImageToken(row.logoFile), size, stream: logos.read(row.logoFile) };
    },
  };
}
