import { z } from "zod";
import { roles } from "../auth/role";

/** A staff member a request or a ticket can be assigned to. */
export const assigneeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
});
export type Assignee = z.infer<typeof assigneeSchema>;
export const assigneeListSchema = z.object({ items: z.array(assigneeSchema) });
