import type { LogEntry } from "#domain/logs/log-entry.schema";
import type { Change } from "../../kernel/mutate";

/** Keeps the web app's warnings and errors in the audit log (run by the kernel); info stays in the browser. */
export async function recordWebLogs({ audit }: Change, entries: LogEntry[]): Promise<number> {
  const kept = entries.filter((e) => e.level !== "info");
  await audit(
    kept.map((e) => ({
      action: e.level === "error" ? "ERROR" : "WARN",
      entity: "web",
      entityId: e.context ?? null,
      summary: e.message,
      details: { message: e.message, timestamp: e.timestamp },
    })),
  );
  return kept.length;
}
