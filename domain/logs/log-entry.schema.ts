import { z } from "zod";

export const logLevels = ["info", "warn", "error"] as const;
export const logLevelSchema = z.enum(logLevels);
export type LogLevel = z.infer<typeof logLevelSchema>;

export const MAX_LOG_BATCH = 50;

/** A log event from the web app's debug console; warnings and errors reach the audit log. */
export const logEntrySchema = z.object({
  level: logLevelSchema,
  message: z.string().trim().min(1).max(2000),
  timestamp: z.iso.datetime(),
  context: z.string().max(200).optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logBatchSchema = z.object({
  entries: z.array(logEntrySchema).min(1).max(MAX_LOG_BATCH),
});
