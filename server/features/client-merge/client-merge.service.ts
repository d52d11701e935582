import type {
  ClientDuplicateList,
  ClientDuplicateQuery,
  ClientMergePreview,
} from "#domain/client-merge/client-merge.schema";
import { fieldError } from "#domain/errors";
import type { AppContext } from "../../context";
import { listClientDuplicates } from "./client-duplicates.query";
import { blockedReason, movesOf, readPair } from "./client-merge-records";
import { clientSummary } from "./client-summary.query";

// What the merge screens read; the merge itself is the use case of client-merge.changes.ts.
export function createClientMergeService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async duplicates(query: ClientDuplicateQuery): Promise<ClientDuplicateList> {
      return listClientDuplicates(ctx.database, ctx.kernel, query);
    },

    /** What merging `sourceId` into `survivorId` would move, and why it would be refused if it would. */
    async preview(survivorId: string, sourceId: string): Promise<ClientMergePreview> {
      if (survivorId === sourceId)
        throw fieldError("query.sourceId", "A client cannot be merged into itself.");
      const survivor = await clientSummary(db, survivorId);
      const source = await clientSummary(db, sourceId).catch(() => {
        throw fieldError("query.sourceId", "Client not found");
      });
      const pair = await readPair(db, survivorId, sourceId);
      return { survivor, source, moves: await movesOf(db, pair), blockedReason: blockedReason(pair) };
    },
  };
}
