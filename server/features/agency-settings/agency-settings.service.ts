import type { ReadStream } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { agencyLogoUrl } from "#domain/agency/agency-logo";
import {
  type AgencySettings,
  type AgencySettingsUpdate,
  DEFAULT_AGENCY_NAME,
} from "#domain/agency/agency-settings.schema";
import { AppError } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { assertVersion, nextVersion } from "../../db/record-version";
import { agencySettings } from "../../db/schema/invoices";
import { agencyLogoStore, toAgencyLogo } from "../../files/agency-logo-store";
import { packageImageToken } from "../../files/package-image-store";
import { staffOnly } from "../../realtime/audience";

const a = agencySettings;
type Row = typeof agencySettings.$inferSelect;

const ENTITY = "agency_settings";

// The audit summary names changed fields as people say them.
const fieldLabels: Record<keyof AgencySettingsUpdate, string> = {
  name: "name",
  address: "address",
  email: "e-mail",
  phone: "phone",
  vatNumber: "VAT number",
  paymentInstructions: "payment instructions",
};

/** What invoices print until an admin saves the agency's details (version 1, like the row it becomes). */
const DEFAULTS: Omit<Row, "updatedAt"> & { updatedAt: Date | null } = {
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

function toSettings(row: Omit<Row, "updatedAt"> & { updatedAt: Date | null }): AgencySettings {
  return {
    name: row.name,
    address: row.address,
    email: row.email,
    phone: row.phone,
    vatNumber: row.vatNumber,
    paymentInstructions: row.paymentInstructions,
    hasLogo: row.logoFile !== null,
    logoUrl: row.logoFile ? agencyLogoUrl(packageImageToken(row.logoFile)) : null,
    version: row.version,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

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

async function readRow(db: DbOrTx): Promise<Row | null> {
  const [row] = await db.select().from(a).where(eq(a.id, true));
  return row ?? null;
}

/** The agency's details (name, address, VAT number, payment instructions, logo) that invoices print. */
export function createAgencySettingsService(ctx: AppContext) {
  const { db } = ctx;
  const logos = agencyLogoStore(ctx.config.filesDir);

  async function discard(key: string | null) {
    if (!key) return;
    await logos.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, "could not remove a file"));
  }

  /**
   * One admin change in a transaction with its audit row, published to staff after commit. The single row
   * is created with the defaults first, so the first save is checked against version 1 like any other.
   */
  async function change(
    user: SessionUser,
    expected: number | undefined,
    apply: (tx: DbOrTx, before: Row) => Promise<{ summary: string; details: unknown } | null>,
  ): Promise<AgencySettings> {
    const { settings, changed } = await db.transaction(async (tx) => {
      await tx
        .insert(a)
        .values({ id: true, name: DEFAULT_AGENCY_NAME })
        .onConflictDoNothing({ target: a.id });
      const [before] = await tx.select().from(a).where(eq(a.id, true)).for("update");
      if (!before) throw new AppError("INTERNAL", "The agency settings row is missing");
      assertVersion(toSettings(before), expected);
      const audit = await apply(tx, before);
      if (audit) {
        await writeAudit(tx, { userId: user.id, action: "update", entity: ENTITY, entityId: null, ...audit });
      }
      return { settings: toSettings((await readRow(tx)) ?? before), changed: audit !== null };
    });
    if (changed) await ctx.hub.publish({ topic: topics.agencySettings, op: "update", audience: staffOnly });
    return settings;
  }

  return {
    async get(): Promise<AgencySettings> {
      return toSettings((await readRow(db)) ?? DEFAULTS);
    },

    /** The details and logo a PDF prints (the defaults until saved; no logo when its file is missing). */
    async letterhead(): Promise<AgencyLetterhead> {
      const row = (await readRow(db)) ?? DEFAULTS;
      const logo = row.logoFile ? await logos.readLogo(row.logoFile) : null;
      if (row.logoFile && !logo)
        ctx.log.error({ key: row.logoFile }, "the agency logo is missing from the file store");
      return {
        name: row.name,
        address: row.address,
        email: row.email,
        phone: row.phone,
        vatNumber: row.vatNumber,
        paymentInstructions: row.paymentInstructions,
        logo,
      };
    },

    update(user: SessionUser, input: AgencySettingsUpdate, expected?: number): Promise<AgencySettings> {
      return change(user, expected, async (tx, before) => {
        const changed = (Object.keys(fieldLabels) as (keyof AgencySettingsUpdate)[]).filter(
          (key) => before[key] !== input[key],
        );
        if (changed.length === 0) return null;
        await tx
          .update(a)
          .set({ ...input, version: nextVersion(a.version), updatedAt: sql`now()` })
          .where(eq(a.id, true));
        return {
          summary: `Changed the agency's ${changed.map((key) => fieldLabels[key]).join(", ")}`,
          details: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: input[key] }])),
        };
      });
    },

    /** Stores the logo version of an upload (415 when it is not an image we take) in place of the old one. */
    async setLogo(user: SessionUser, upload: Buffer, expected?: number): Promise<AgencySettings> {
      const logo = await toAgencyLogo(upload);
      const stored = await logos.writeLogo(logo);
      let replaced: string | null = null;
      try {
        const settings = await change(user, expected, async (tx, before) => {
          replaced = before.logoFile;
          await tx
            .update(a)
            .set({ logoFile: stored.key, version: nextVersion(a.version), updatedAt: sql`now()` })
            .where(eq(a.id, true));
          return {
            summary: `${before.logoFile ? "Replaced" : "Added"} the agency's logo`,
            details: { sizeBytes: stored.sizeBytes, uploadedBytes: upload.length },
          };
        });
        await discard(replaced);
        return settings;
      } catch (error) {
        await discard(stored.key);
        throw error;
      }
    },

    /** Invoices go without a logo; the file goes once the change is committed. */
    async removeLogo(user: SessionUser, expected?: number): Promise<AgencySettings> {
      let removed: string | null = null;
      const settings = await change(user, expected, async (tx, before) => {
        if (!before.logoFile) return null;
        removed = before.logoFile;
        await tx
          .update(a)
          .set({ logoFile: null, version: nextVersion(a.version), updatedAt: sql`now()` })
          .where(eq(a.id, true));
        return { summary: "Removed the agency's logo", details: {} };
      });
      await discard(removed);
      return settings;
    },

    async logo(): Promise<{ token: string; size: number; stream: ReadStream }> {
      const row = await readRow(db);
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
