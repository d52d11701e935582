import { eq } from "drizzle-orm";
import type { TripOfferStatus } from "#domain/trip-offers/trip-offer-values";
import { bumpVersion } from "../../db/record-version";
import { tripOffers } from "../../db/schema/trip-offers";
import type { Change, ChangeAudit } from "../../kernel/mutate";
import { OFFER_ENTITY } from "./trip-offer-queries";

/** Stores an offer's new status as one more version of it, with the audit row that says what happened. */
export async function storeOfferStatus(
  { tx, audit }: Change,
  offerId: string,
  values: { status: TripOfferStatus; respondedAt: Date | null; declineReason: string | null },
  now: Date,
  entry: Pick<ChangeAudit, "summary" | "details">,
): Promise<void> {
  await tx
    .update(tripOffers)
    .set({ ...values, version: bumpVersion(tripOffers.version), updatedAt: now })
    .where(eq(tripOffers.id, offerId));
  await audit({ action: "update", entity: OFFER_ENTITY, entityId: offerId, ...entry });
}
