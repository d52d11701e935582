import { CalendarCheck, Plane, Users, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import type { CurrencyAmount, DashboardOverview } from "#domain/dashboard/dashboard.schema";
import { formatMoney } from "#domain/money-format";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../../components/ui/tooltip";

function SummaryCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="min-w-0 gap-2 py-5">
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle className="font-medium text-muted-foreground text-sm">{title}</CardTitle>
        <span aria-hidden className="text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
      </CardHeader>
      <CardContent className="px-5">{children}</CardContent>
    </Card>
  );
}

function Breakdown({ label, amounts }: { label: string; amounts: CurrencyAmount[] }) {
  return (
    <div>
      <p className="font-medium">{label}</p>
      {amounts.length === 0 ? (
        <p>Nothing yet</p>
      ) : (
        <ul>
          {amounts.map((amount) => (
            <li key={amount.currency} className="tabular-nums">
              {amount.currency} {formatMoney(amount.amountCents, amount.currency)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Total Revenue: collected in the base currency; hovering or focusing it lists each currency's part. */
function RevenueCard({ overview }: { overview: DashboardOverview }) {
  const { revenue, baseCurrency } = overview;
  return (
    <SummaryCard title="Total Revenue" icon={<Wallet />}>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className="cursor-help rounded-sm font-semibold text-2xl tabular-nums focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            {formatMoney(revenue.collectedCents, baseCurrency)}
          </button>
        </TooltipTrigger>
        <TooltipContent className="grid gap-2 text-left">
          <Breakdown label="Collected by currency" amounts={revenue.collectedByCurrency} />
          <Breakdown label="Pending by currency" amounts={revenue.pendingByCurrency} />
          <p className="text-background/80">Totals in {baseCurrency} at each record's locked rate.</p>
        </TooltipContent>
      </Tooltip>
      <p className="text-muted-foreground text-xs tabular-nums">
        + {formatMoney(revenue.pendingCents, baseCurrency)} pending
      </p>
    </SummaryCard>
  );
}

/** The four summary cards (SPEC §2), with skeletons while loading and one error for all four. */
export function SummaryCards({
  overview,
  loading,
  error,
  onRetry,
}: {
  overview: DashboardOverview | undefined;
  loading: boolean;
  error: boolean;
  onRetry(): void;
}) {
  if (error && !overview) {
    return (
      <Card className="py-5" role="alert">
        <CardContent className="flex flex-wrap items-center gap-3 px-5">
          <p className="text-destructive text-sm">Error fetching the dashboard's figures</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  const value = (text: string) => <p className="font-semibold text-2xl tabular-nums">{text}</p>;
  const sub = (text: string) => <p className="text-muted-foreground text-xs">{text}</p>;
  return (
    <section
      aria-label="Summary"
      aria-busy={loading}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      {loading || !overview ? (
        ["Total Revenue", "Total Bookings", "Active Clients", "Active Offers"].map((title) => (
          <SummaryCard key={title} title={title} icon={null}>
            <Skeleton className="mb-2 h-8 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </SummaryCard>
        ))
      ) : (
        <>
          <RevenueCard overview={overview} />
          <SummaryCard title="Total Bookings" icon={<CalendarCheck />}>
            {value(String(overview.bookings.total))}
            {sub(`${overview.bookings.confirmed} confirmed · ${overview.bookings.pending} pending`)}
          </SummaryCard>
          <SummaryCard title="Active Clients" icon={<Users />}>
            {value(String(overview.clients.total))}
            {sub(`${overview.clients.withBookings} with bookings`)}
          </SummaryCard>
          <SummaryCard title="Active Offers" icon={<Plane />}>
            {value(String(overview.offers.active))}
            {sub(`${overview.offers.upcoming} upcoming`)}
          </SummaryCard>
        </>
      )}
    </section>
  );
}
