import { z } from "zod";
import { roleSchema } from "../auth/role.schema";

/** What the sign-in screen needs before anyone is signed in. */
export const appMetaSchema = z.object({
  name: z.literal("Itinera"),
  demo: z.boolean(),
  demoAccounts: z.array(z.object({ role: roleSchema, email: z.string(), name: z.string() })),
  demoPassword: z.string().nullable(),
  /** The agency's IANA time zone: the browser computes "today" in it, not in its own. */
  timeZone: z.string(),
});
export type AppMeta = z.infer<typeof appMetaSchema>;
