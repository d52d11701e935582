/**
 * Passenger choices, their labels and the display name: no zod here, so the passenger list can show
 * them without loading the validation code the forms need.
 */
export const passengerTitles = ["Mr", "Mrs", "Ms", "Miss", "Dr"] as const;
export const passengerGenders = ["M", "F", "X"] as const;
export const passengerStatuses = ["active", "inactive"] as const;
export const passengerMethods = ["online", "agent", "email"] as const;
export const passengerSorts = ["name", "nationality", "expiry"] as const;

export type PassengerGender = (typeof passengerGenders)[number];
export type PassengerStatus = (typeof passengerStatuses)[number];
export type PassengerMethod = (typeof passengerMethods)[number];
export type PassengerSort = (typeof passengerSorts)[number];

export const genderLabels: Record<PassengerGender, string> = {
  M: "Male",
  F: "Female",
  X: "Unspecified",
};
export const statusLabels: Record<PassengerStatus, string> = {
  active: "Active",
  inactive: "Inactive",
};
export const methodLabels: Record<PassengerMethod, string> = {
  online: "Online",
  agent: "Agent",
  email: "Email",
};

/** A passenger as a name, e.g. "Mrs Anna Müller". */
export function passengerName(p: { title?: string | null; firstName: string; surname: string }): string {
  return [p.title, p.firstName, p.surname].filter(Boolean).join(" ");
}
