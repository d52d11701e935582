import { z } from "zod";
import { lastContactKinds } from "./client-contact";

/** GET /api/clients/:id/last-contact: the latest request, chat message or ticket activity, or null for none. */
export const clientLastContactSchema = z.object({
  lastContact: z
    .object({
      kind: z.enum(lastContactKinds),
      at: z.string(),
      byName: z.string().nullable(),
      subject: z.string(),
      requestId: z.uuid().nullable(),
      tripId: z.uuid().nullable(),
      ticketId: z.uuid().nullable(),
    })
    .nullable(),
});
export type ClientLastContact = z.infer<typeof clientLastContactSchema>;
