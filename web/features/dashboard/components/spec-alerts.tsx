import { CircleCheck, CreditCard, Hourglass, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DashboardAlerts } from "#domain/dashboard/dashboard.schema";
import {
  type DashboardAlertKind,
  dashboardAlerts,
  NO_URGENT_ALERTS,
} from "#domain/dashboard/dashboard-alerts";

const icons: Record<DashboardAlertKind, ReactNode> = {
  "pending-bookings": <Hourglass />,
  "almost-sold-out": <TriangleAlert />,
  "pending-payments": <CreditCard />,
};

/** SPEC §4's three alerts, each sentence a link to its list; or that there is nothing urgent. */
export function SpecAlerts({ figures }: { figures: DashboardAlerts }) {
  const alerts = dashboardAlerts(figures);
  if (alerts.length === 0) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <CircleCheck aria-hidden className="size-4 text-success" />
        {NO_URGENT_ALERTS}
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {alerts.map((alert) => (
        <li
          key={alert.kind}
          className="flex items-start gap-3 rounded-lg border border-warning/60 bg-warning/10 p-3 text-sm"
        >
          <span aria-hidden className="mt-0.5 text-warning-foreground dark:text-warning [&_svg]:size-4">
            {icons[alert.kind]}
          </span>
          <div className="grid gap-1">
            <Link to={alert.href} className="font-medium underline-offset-4 hover:underline">
              {alert.text}
            </Link>
            {alert.kind === "pending-payments" && figures.awaitingPayment > 0 && figures.partiallyPaid > 0 ? (
              <p className="flex flex-wrap gap-x-3 text-muted-foreground">
                <Link to="/orders?paymentStatus=awaiting_payment" className="underline underline-offset-4">
                  Awaiting payment: {figures.awaitingPayment}
                </Link>
                <Link to="/orders?paymentStatus=partially_paid" className="underline underline-offset-4">
                  Partially paid: {figures.partiallyPaid}
                </Link>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
