import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError, notFound } from "#domain/errors";
import { topics } from "#domain/realtime/topics";
import type { SsrDefinitionResponse, ssrUpdateInputSchema } from "#domain/ssr/ssr-api.schema";
import type { SsrDefinitionInput, SsrPricingInput } from "#domain/ssr/ssr-definition.schema";
import { bumpVersion } from "../../db/record-version";
import { ssrDefinitions, ssrPricing } from "../../db/schema/ssr";
import type { Change } from "../../kernel/mutate";
import { staffOnly } from "../../realtime/audience";
import {
  type DefinitionRow,
  lockSsrDefinition,
  readSsrDefinition,
  SSR_ENTITY,
  toInput,
} from "./ssr-definition-records";

// The SSR catalogue's use cases, one function each, run by the kernel (ctx.kernel.mutate): it hands each the
// transaction, records the audit rows and sends the events on commit. The catalogue is staff's: staffOnly.

type UpdateInput = z.output<typeof ssrUpdateInputSchema>;

function changedFields(before: DefinitionRow, patch: UpdateInput): string[] {
  return Object.entries(patch)
    .filter(([key, value]) => value !== undefined && before[key as keyof DefinitionRow] !== value)
    .map(([key]) => key);
}

export async function createSsrDefinition(
  { tx, audit, emit }: Change,
  input: SsrDefinitionInput,
): Promise<SsrDefinitionResponse> {
  const [row] = await tx
    .insert(ssrDefinitions)
    .values(input)
    .onConflictDoNothing({ target: ssrDefinitions.code })
    .returning();
  if (!row) throw new AppError("CONFLICT", `SSR code ${input.code} already exists`);
  await audit({
    action: "create",
    entity: SSR_ENTITY,
    entityId: row.id,
    summary: `Created SSR ${row.code}`,
    details: input,
  });
  emit({ topic: topics.ssr, id: row.id, op: "insert", audience: staffOnly });
  return readSsrDefinition(tx, row.id);
}

export async function updateSsrDefinition(
  { tx, audit, emit }: Change,
  id: string,
  patch: UpdateInput,
  expected?: number,
): Promise<SsrDefinitionResponse> {
  const before = await lockSsrDefinition(tx, id, expected);
  const fields = changedFields(before, patch);
  await tx
    .update(ssrDefinitions)
    .set({ ...patch, version: bumpVersion(ssrDefinitions.version), updatedAt: sql`now()` })
    .where(eq(ssrDefinitions.id, id));
  await audit({
    action: "update",
    entity: SSR_ENTITY,
    entityId: id,
    summary:
      fields.length > 0 ? `Updated SSR ${before.code}: ${fields.join(", ")}` : `Saved SSR ${before.code}`,
    details: { before: toInput(before), patch },
  });
  emit({ topic: topics.ssr, id, op: "update", audience: staffOnly });
  return readSsrDefinition(tx, id);
}

export async function removeSsrDefinition({ tx, audit, emit }: Change, id: string, expected?: number) {
  await lockSsrDefinition(tx, id, expected);
  const [row] = await tx.delete(ssrDefinitions).where(eq(ssrDefinitions.id, id)).returning();
  if (!row) throw notFound("SSR code");
  await audit({
    action: "delete",
    entity: SSR_ENTITY,
    entityId: id,
    summary: `Deleted SSR ${row.code}`,
    details: toInput(row),
  });
  emit({ topic: topics.ssr, id, op: "delete", audience: staffOnly });
}

export async function replaceSsrPricing(
  { tx, audit, emit }: Change,
  id: string,
  pricing: SsrPricingInput,
  expected?: number,
): Promise<SsrDefinitionResponse> {
  const row = await lockSsrDefinition(tx, id, expected);
  await tx.delete(ssrPricing).where(eq(ssrPricing.ssrId, id));
  if (pricing.length > 0) {
    await tx.insert(ssrPricing).values(pricing.map((price) => ({ ssrId: id, ...price })));
  }
  await tx
    .update(ssrDefinitions)
    .set({ version: bumpVersion(ssrDefinitions.version), updatedAt: sql`now()` })
    .where(eq(ssrDefinitions.id, id));
  await audit({
    action: "update",
    entity: SSR_ENTITY,
    entityId: id,
    summary: `Set ${pricing.length} airline price(s) for SSR ${row.code}`,
    details: { pricing },
  });
  emit({ topic: topics.ssr, id, op: "update", audience: staffOnly });
  return readSsrDefinition(tx, id);
}
