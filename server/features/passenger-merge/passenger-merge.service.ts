import { inArray } from "drizzle-orm";
import { fieldError, notFound } from "#domain/errors";
import type {
  PassengerDuplicateList,
  PassengerMergePreview,
} from "#domain/passenger-merge/passenger-merge.schema";
import type { AppContext } from "../../context";
import { passengers } from "../../db/schema/passengers";
import { passengerDuplicates, passengerSummary } from "./passenger-duplicates.query";
import { blockedReason, plannedMoves } from "./passenger-merge-plan";

/** Reading likely duplicates and what a merge would do; the merge is passenger-merge.changes.ts. */
export function createPassengerMergeService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async duplicates(id: string): Promise<PassengerDuplicateList> {
      return passengerDuplicates(db, id);
    },

    /** What merging `sourceId` into `survivorId` would move, and why it would be refused if it would. */
    async preview(survivorId: string, sourceId: string): Promise<PassengerMergePreview> {
      if (survivorId === sourceId) {
        throw fieldError("query.sourceId", "A passenger cannot be merged into themselves.");
      }
      const rows = await db
        .select()
        .from(passengers)
        .where(inArray(passengers.id, [survivorId, sourceId]));
      const survivor = rows.find((row) => row.id === survivorId);
      const source = rows.find((row) => row.id === sourceId);
      if (!survivor) throw notFound("Passenger");
      if (!source) throw fieldError("query.sourceId", "Passenger not found");
      return {
        survivor: await passengerSummary(db, survivorId),
        source: await passengerSummary(db, sourceId),
        moves: await plannedMoves(db, survivor, source),
        blockedReason: await blockedReason(db, survivor, source),
      };
    },
  };
}
