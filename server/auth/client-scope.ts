import { eq } from "drizzle-orm";
import { isStaff } from "#domain/auth/role";
import type { DbOrTx } from "../db/client";
import { clients } from "../db/schema/clients";
import type { SessionUser } from "./session";

/**
 * Which client's records a user may see: staff see every client's; a client user sees only the
 * client their account belongs to (clientId null when it belongs to none: they see nothing).
 */
export type ClientScope = { staff: true } | { staff: false; clientId: string | null };

export async function clientScopeOf(tx: DbOrTx, user: SessionUser): Promise<ClientScope> {
  if (isStaff(user.role)) return { staff: true };
  const [own] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, user.id));
  return { staff: false, clientId: own?.id ?? null };
}
