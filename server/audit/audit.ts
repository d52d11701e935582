import type { DbOrTx } from "../db/client";
import { auditLogs } from "../db/schema/audit-logs";

export interface AuditEntry {
  userId: string | null;
  action: "create" | "update" | "delete" | "INFO" | "WARN" | "ERROR" | (string & {});
  entity: string;
  entityId?: string | null;
  summary: string;
  details?: unknown;
}

/** Records who changed what; call it inside the mutation's transaction so both commit or neither. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const rows = Array.isArray(entry) ? entry : [entry];
  if (rows.length === 0) return;
  await tx.insert(auditLogs).values(
    rows.map((r) => ({
      userId: r.userId,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId ?? null,
      summary: r.summary,
      details: r.details ?? null,
    })),
  );
}

/** The fields of an update whose value differs from the row before it: what an audit row's `changed` lists. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => key in before && before[key] !== after[key]);
}
