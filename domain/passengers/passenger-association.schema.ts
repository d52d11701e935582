import { z } from "zod";
import { passengerRefSchema } from "./passenger.schema";

export const associationTypes = ["family", "organization", "group"] as const;
export type AssociationType = (typeof associationTypes)[number];

export const associationTypeLabels: Record<AssociationType, string> = {
  family: "Family",
  organization: "Organization",
  group: "Group",
};

export const CONNECTION_REQUIRED_MESSAGE = "Please select both passenger and relationship type.";

/** Connects the passenger in the URL to another one. */
export const connectionInputSchema = z.object({
  associatedPassengerId: z.uuid({ error: CONNECTION_REQUIRED_MESSAGE }),
  associationType: z.enum(associationTypes, { error: CONNECTION_REQUIRED_MESSAGE }),
});
export type ConnectionInput = z.output<typeof connectionInputSchema>;
/** The add-connection form: the same rules, over text that stays "" until chosen. */
export const connectionFormSchema = connectionInputSchema.extend({
  associationType: z.string().pipe(connectionInputSchema.shape.associationType),
});
export type ConnectionFormValues = z.input<typeof connectionFormSchema>;

/** A connection as seen from one passenger: the other passenger and how they are related. */
export const connectionSchema = z.object({
  id: z.uuid(),
  associationType: z.enum(associationTypes),
  passenger: passengerRefSchema,
  createdAt: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionListSchema = z.object({ items: z.array(connectionSchema) });
export type ConnectionList = z.infer<typeof connectionListSchema>;
