import { z } from "zod";
import { type GdsImportTarget, gdsContentProblem } from "../gds-import/gds-import.schema";

/** Parse GDS, first step: text the server will read (SPEC §5: blank gives 'Please paste GDS content first'). */
export const gdsPasteFormSchema = z.object({
  content: z.string().superRefine((content, ctx) => {
    const problem = gdsContentProblem(content);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});
export type GdsPasteValues = z.infer<typeof gdsPasteFormSchema>;

export const gdsTargetKinds = ["keep", "new", "existing", "none"] as const;
export type GdsTargetKind = (typeof gdsTargetKinds)[number];

export const GDS_CLIENT_REQUIRED = "Choose the client of the new trip";
export const GDS_TRIP_REQUIRED = "Choose a trip from the list";

/**
 * Parse GDS, second step: where the flights go. "keep" leaves a re-imported reservation on its trip and
 * "none" imports flights only; both send no target. A new trip needs its client, an existing one its id.
 */
export const gdsTargetFormSchema = z
  .object({
    kind: z.enum(gdsTargetKinds),
    clientId: z.string(),
    tripId: z.string(),
    createPassengers: z.boolean(),
  })
  .transform((form, ctx): { target: GdsImportTarget | null; createPassengers: boolean } => {
    const createPassengers = form.kind !== "none" && form.createPassengers;
    if (form.kind === "new") {
      if (z.uuid().safeParse(form.clientId).success)
        return { target: { newTrip: { clientId: form.clientId } }, createPassengers };
      ctx.addIssue({ code: "custom", path: ["clientId"], message: GDS_CLIENT_REQUIRED });
      return z.NEVER;
    }
    if (form.kind === "existing") {
      if (z.uuid().safeParse(form.tripId).success)
        return { target: { tripId: form.tripId }, createPassengers };
      ctx.addIssue({ code: "custom", path: ["tripId"], message: GDS_TRIP_REQUIRED });
      return z.NEVER;
    }
    return { target: null, createPassengers };
  });
export type GdsTargetFormValues = z.input<typeof gdsTargetFormSchema>;
export type GdsTargetChoice = z.output<typeof gdsTargetFormSchema>;
