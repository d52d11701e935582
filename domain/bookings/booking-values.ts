// Plain lists (no zod) so tables, schemas and small web chunks can all import them.
/** pending → confirmed → completed, or cancelled (with a reason) from pending or confirmed. */
export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Derived from the booking's invoices and payments, never stored (SPEC §4). */
export const paymentStatuses = ["awaiting_payment", "partially_paid", "paid"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The statuses that hold places on a package and count towards a client's bookings and spend. */
export const placeHoldingStatuses = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];
export const spendingStatuses = ["confirmed", "completed"] as const satisfies readonly BookingStatus[];

export const bookingSorts = ["bookingDate", "travelDate", "total"] as const;
export type BookingSort = (typeof bookingSorts)[number];
