import { ALMOST_SOLD_OUT_AMONG } from "./dashboard-values";

// Plain functions (no zod): the dashboard's web chunk uses them.

export const NO_URGENT_ALERTS = "No urgent alerts at the moment.";

/** SPEC §4's three alerts; each is shown only when its count is above zero. */
export type DashboardAlertKind = "pending-bookings" | "almost-sold-out" | "pending-payments";

export interface DashboardAlert {
  kind: DashboardAlertKind;
  text: string;
  /** Where the alert's link leads: the list it is about, filtered to it where the list can. */
  href: string;
}

/** 'You have N pending bookings that need confirmation.' — one booking reads in the singular. */
export function pendingBookingsText(n: number): string {
  return n === 1
    ? "You have 1 pending booking that needs confirmation."
    : `You have ${n} pending bookings that need confirmation.`;
}

/** 'N travel offers are more than 80% booked.' */
export function almostSoldOutText(n: number): string {
  return n === 1 ? "1 travel offer is more than 80% booked." : `${n} travel offers are more than 80% booked.`;
}

/** 'N bookings have pending or partial payments.' */
export function pendingPaymentsText(n: number): string {
  return n === 1
    ? "1 booking has pending or partial payments."
    : `${n} bookings have pending or partial payments.`;
}

/** More than 80 % booked (SPEC §4: maxParticipants > 0 and booked / max > 0.8), in integers: booked × 5 > max × 4. */
export function isAlmostSoldOut(booked: number, maxParticipants: number): boolean {
  return maxParticipants > 0 && booked * 5 > maxParticipants * 4;
}

/** SPEC §4/§9: how many of the first 3 active offers (in the offers list's order) are almost sold out. */
export function countAlmostSoldOut(firstActiveOffers: { booked: number; maxParticipants: number }[]): number {
  return firstActiveOffers
    .slice(0, ALMOST_SOLD_OUT_AMONG)
    .filter((offer) => isAlmostSoldOut(offer.booked, offer.maxParticipants)).length;
}

export interface AlertFigures {
  pendingBookings: number;
  almostSoldOut: number;
  awaitingPayment: number;
  partiallyPaid: number;
}

/**
 * The Alerts tab's alerts in SPEC's order, those that apply only; none means NO_URGENT_ALERTS. The payments
 * alert leads to the bookings awaiting payment when there are any (the list filters on one payment status at
 * a time), else to the partially paid ones.
 */
export function dashboardAlerts(figures: AlertFigures): DashboardAlert[] {
  const alerts: DashboardAlert[] = [];
  if (figures.pendingBookings > 0) {
    alerts.push({
      kind: "pending-bookings",
      text: pendingBookingsText(figures.pendingBookings),
      href: "/orders?status=pending",
    });
  }
  if (figures.almostSoldOut > 0) {
    alerts.push({ kind: "almost-sold-out", text: almostSoldOutText(figures.almostSoldOut), href: "/offers" });
  }
  const unpaid = figures.awaitingPayment + figures.partiallyPaid;
  if (unpaid > 0) {
    alerts.push({
      kind: "pending-payments",
      text: pendingPaymentsText(unpaid),
      href: `/orders?paymentStatus=${figures.awaitingPayment > 0 ? "awaiting_payment" : "partially_paid"}`,
    });
  }
  return alerts;
}
