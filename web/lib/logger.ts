import type { LogEntry, LogLevel } from "#domain/logs/log-entry.schema";

export interface LogEvent extends LogEntry {
  id: number;
}

type Listener = (events: readonly LogEvent[]) => void;

const MAX_KEPT = 500;
const FLUSH_DELAY_MS = 2000;
const MAX_BATCH = 50;

let nextId = 1;
let events: LogEvent[] = [];
const listeners = new Set<Listener>();
const pending: LogEntry[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;

/** Sends warnings and errors to the server's audit log in batches; a failure stays in the console only. */
async function flush() {
  flushTimer = null;
  const batch = pending.splice(0, MAX_BATCH);
  if (batch.length === 0) return;
  try {
    await fetch("/api/logs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ entries: batch }),
    });
  } catch {
    // The debug console still shows them; the server audit is best effort.
  }
  if (pending.length > 0) schedule();
}

function schedule() {
  if (!flushTimer) flushTimer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
}

export function log(level: LogLevel, message: string, context?: string): void {
  const entry: LogEntry = {
    level,
    message: message.slice(0, 2000) || "(empty)",
    timestamp: new Date().toISOString(),
  };
  if (context) entry.context = context.slice(0, 200);
  events = [...events.slice(-(MAX_KEPT - 1)), { ...entry, id: nextId++ }];
  for (const listener of listeners) listener(events);
  if (level !== "info" && !window.location.pathname.startsWith("/login")) {
    pending.push(entry);
    schedule();
  }
}

export const logger = {
  info: (message: string, context?: string) => log("info", message, context),
  warn: (message: string, context?: string) => log("warn", message, context),
  error: (message: string, context?: string) => log("error", message, context),
};

export function subscribeToLogs(listener: Listener): () => void {
  listeners.add(listener);
  listener(events);
  return () => listeners.delete(listener);
}

export function logsAsText(list: readonly LogEvent[]): string {
  return list
    .map((e) => `${e.timestamp} [${e.level.toUpperCase()}] ${e.context ? `(${e.context}) ` : ""}${e.message}`)
    .join("\n");
}

/** Page errors and rejected promises become log events too. */
export function captureGlobalErrors(): void {
  window.addEventListener("error", (e) =>
    log("error", e.message || "Script error", window.location.pathname),
  );
  window.addEventListener("unhandledrejection", (e) =>
    log("error", e.reason instanceof Error ? e.reason.message : String(e.reason), window.location.pathname),
  );
}
