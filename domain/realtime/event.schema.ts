import { z } from "zod";

/** What services publish after a committed change; the web invalidates queries by topic. */
export const realtimeEventSchema = z.object({
  topic: z.string().min(1),
  id: z.string().optional(),
  op: z.enum(["insert", "update", "delete"]),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
