import { eq, sql } from "drizzle-orm";
import {
  type AgencySettings,
  type AgencySettingsUpdate,
  DEFAULT_AGENCY_NAME,
} from "#domain/agency/agency-settings.schema";
import { AppError } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import type { Tx } from "../../db/client";
import { assertVersion, bumpVersion } from "../../db/record-version";
import { agencySettings } from "../../db/schema/invoices";
import type { Change } from "../../kernel/mutate";
import { staffOnly } from "../../realtime/audience";
import {
  AGENCY_SETTINGS_ENTITY,
  type AgencySettingsRow,
  readAgencyRow,
  toSettings,
} from "./agency-settings-records";

// Admins' changes to the agency's details and logo, run by the kernel (ctx.kernel.mutate). The logo's file is
// written before the change (the upload pipeline) and removed after it: it is not in the database.

const a = agencySettings;

// The audit summary names changed fields as people say them.
const fieldLabels: Record<keyof AgencySettingsUpdate, string> = {
  name: "name",
  address: "address",
  email: "e-mail",
  phone: "phone",
  vatNumber: "VAT number",
  paymentInstructions: "payment instructions",
};

type Applied = { summary: string; details: unknown } | null;

/**
 * One admin change with its audit row, heard by staff when something changed. The single row is created
 * with the defaults first, so the first save is checked against version 1 like any other.
 */
async function changeSettings(
  { tx, audit, emit }: Change,
  expected: number | undefined,
  apply: (tx: Tx, before: AgencySettingsRow) => Promise<Applied>,
): Promise<AgencySettings> {
  await tx.insert(a).values({ id: true, name: DEFAULT_AGENCY_NAME }).onConflictDoNothing({ target: a.id });
  const [before] = await tx.select().from(a).where(eq(a.id, true)).for("update");
  if (!before) throw new AppError("INTERNAL", "The agency settings row is missing");
  assertVersion(toSettings(before), expected);
  const applied = await apply(tx, before);
  if (applied) {
    await audit({ action: "update", entity: AGENCY_SETTINGS_ENTITY, entityId: null, ...applied });
    emit({ topic: topics.agencySettings, op: "update", audience: staffOnly });
  }
  return toSettings((await readAgencyRow(tx)) ?? before);
}

/** Saves the agency's details (If-Match); saving them unchanged writes nothing. */
export function updateAgencySettings(
  change: Change,
  input: AgencySettingsUpdate,
  expected?: number,
): Promise<AgencySettings> {
  return changeSettings(change, expected, async (tx, before) => {
    const changed = (Object.keys(fieldLabels) as (keyof AgencySettingsUpdate)[]).filter(
      (key) => before[key] !== input[key],
    );
    if (changed.length === 0) return null;
    await tx
      .update(a)
      .set({ ...input, version: bumpVersion(a.version), updatedAt: sql`now()` })
      .where(eq(a.id, true));
    return {
      summary: `Changed the agency's ${changed.map((key) => fieldLabels[key]).join(", ")}`,
      details: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: input[key] }])),
    };
  });
}

/** Points the settings at an uploaded logo; the one it replaces goes with the change (a trigger). */
export async function setAgencyLogo(
  change: Change,
  stored: { key: string; sizeBytes: number },
  uploadedBytes: number,
  expected?: number,
): Promise<AgencySettings> {
  return changeSettings(change, expected, async (tx, before) => {
    await tx
      .update(a)
      .set({ logoFile: stored.key, version: bumpVersion(a.version), updatedAt: sql`now()` })
      .where(eq(a.id, true));
    return {
      summary: `${before.logoFile ? "Replaced" : "Added"} the agency's logo`,
      details: { sizeBytes: stored.sizeBytes, uploadedBytes },
    };
  });
}

/** Invoices go without a logo; its file goes with the change (a trigger). */
export async function removeAgencyLogo(change: Change, expected?: number): Promise<AgencySettings> {
  return changeSettings(change, expected, async (tx, before) => {
    if (!before.logoFile) return null;
    await tx
      .update(a)
      .set({ logoFile: null, version: bumpVersion(a.version), updatedAt: sql`now()` })
      .where(eq(a.id, true));
    return { summary: "Removed the agency's logo", details: {} };
  });
}
