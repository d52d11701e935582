import { eq, sql } from "drizzle-orm";
import type { ClientMergeMoves, ClientMergeResult } from "#domain/client-merge/client-merge.schema";
import { describeClientMoves } from "#domain/client-merge/client-merge-summary";
import { AppError, fieldError } from "#domain/errors";
import type { PublishedEvent } from "#domain/realtime/event.schema";
import { topics } from "#domain/realtime/topics";
import { bumpVersion } from "../../db/record-version";
import { clients } from "../../db/schema/clients";
import type { Change } from "../../kernel/mutate";
import { clientAudience } from "../../realtime/audience";
import {
  blank,
  blockedReason,
  CLIENT_ENTITY,
  lockPair,
  movesOf,
  type PairClient,
} from "./client-merge-records";
import { clientMoveSteps, clientRowsMoves } from "./client-merge-steps";
import { clientSummary } from "./client-summary.query";

// Merging two clients: one use case, run by the kernel (ctx.kernel.mutate); each feature moves its own rows
// by the step it registers in client-merge-steps.ts.

/**
 * Re-points every client-owned row from the source to the survivor: each feature's step is one CTE of ONE
 * statement, because trip_passengers and booking_participants carry the client in composite keys with no
 * ON UPDATE: trips, passengers and bookings cannot change client while rows still name the old one, nor
 * those rows before their targets. Key checks run at the end of the statement, when all the tables agree
 * again; the rows keep their ids, so SSR requests, offers, documents and segments hanging off them stay.
 */
async function moveClientRows(change: Change, sourceId: string, survivorId: string): Promise<void> {
  const name = (i: number) => sql.raw(`moved_${i}`);
  const moves = clientRowsMoves.map((step, i) => sql`${name(i)} as (${step.rows(sourceId, survivorId)})`);
  const counts = clientRowsMoves.map((_, i) => sql`(select count(*) from ${name(i)})`);
  await change.tx.execute(sql`with ${sql.join(moves, sql`, `)} select ${sql.join(counts, sql`, `)}`);
  for (const step of clientMoveSteps) await step(change, sourceId, survivorId);
}

function mergedNotes(survivor: PairClient, source: PairClient): string | null {
  if (blank(source.notes)) return survivor.notes;
  const added = `From ${source.name} (merged): ${source.notes?.trim()}`;
  return blank(survivor.notes) ? added : `${survivor.notes?.trimEnd()}\n\n${added}`;
}

/** Both clients' audiences hear of the merge: the source's portal user may still be on its old socket. */
function mergeEvents(survivorId: string, sourceId: string, moved: ClientMergeMoves): PublishedEvent[] {
  const audiences = [clientAudience(survivorId), clientAudience(sourceId)];
  const events: PublishedEvent[] = [
    { topic: topics.clients, id: survivorId, op: "update", audience: audiences[0]! },
    { topic: topics.clients, id: sourceId, op: "delete", audience: audiences[1]! },
  ];
  const touched = [
    [topics.trips, moved.trips],
    [topics.bookings, moved.bookings],
    [topics.passengers, moved.passengers],
  ] as const;
  for (const [topic, n] of touched) {
    if (n > 0) for (const audience of audiences) events.push({ topic, op: "update", audience });
  }
  return events;
}

/** The source merges into the survivor and is deleted, in one change; answers what moved. */
export async function mergeClients(
  change: Change,
  survivorId: string,
  sourceId: string,
): Promise<ClientMergeResult> {
  const { tx, audit, emit } = change;
  if (survivorId === sourceId) throw fieldError("body.sourceId", "A client cannot be merged into itself.");
  const pair = await lockPair(tx, survivorId, sourceId);
  const blocked = blockedReason(pair);
  if (blocked) throw new AppError("CONFLICT", blocked);
  const { survivor, source } = pair;
  const moved = await movesOf(tx, pair);
  await moveClientRows(change, source.id, survivor.id);
  await tx.delete(clients).where(eq(clients.id, source.id));
  // After the source is gone: a user belongs to one client at most (clients.user_id is unique).
  await tx
    .update(clients)
    .set({
      ...Object.fromEntries(moved.filledFields.map((field) => [field, source[field]])),
      notes: mergedNotes(survivor, source),
      ...(moved.portalUser ? { userId: source.userId } : {}),
      version: bumpVersion(clients.version),
      updatedAt: sql`now()`,
    })
    .where(eq(clients.id, survivor.id));
  await audit({
    action: "update",
    entity: CLIENT_ENTITY,
    entityId: survivor.id,
    summary: `Merged client ${source.name} (${source.id}) into ${survivor.name}: moved ${describeClientMoves(moved)}`,
    details: { source: { id: source.id, name: source.name }, moved },
  });
  emit(mergeEvents(survivorId, sourceId, moved));
  return { survivor: await clientSummary(tx, survivor.id), moved };
}
