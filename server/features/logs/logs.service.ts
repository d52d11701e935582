import type { LogEntry } from "#domain/logs/log-entry.schema";
import { writeAudit } from "../../audit/audit";
import type { SessionUser } from "../../auth/session";
import type { AppContext } from "../../context";

export function createLogsService(ctx: AppContext) {
  return {
    /** Keeps the web app's warnings and errors; info stays in the browser's console. */
    async record(user: SessionUser, entries: LogEntry[]): Promise<number> {
      const kept = entries.filter((e) => e.level !== "info");
      await writeAudit(
        ctx.db,
        kept.map((e) => ({
          userId: user.id,
          action: e.level === "error" ? "ERROR" : "WARN",
          entity: "web",
          entityId: e.context ?? null,
          summary: e.message,
          details: { message: e.message, timestamp: e.timestamp },
        })),
      );
      return kept.length;
    },
  };
}
