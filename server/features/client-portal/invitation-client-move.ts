import { eq } from "drizzle-orm";
import { clientInvitations } from "../../db/schema/clients";
import type { Change } from "../../kernel/mutate";

/** A client merge's step for portal invitations: the source's invitations become the survivor's. */
export async function moveInvitationsToClient(
  { tx }: Change,
  fromClientId: string,
  toClientId: string,
): Promise<void> {
  await tx
    .update(clientInvitations)
    .set({ clientId: toClientId })
    .where(eq(clientInvitations.clientId, fromClientId));
}
