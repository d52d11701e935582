import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../lib/utils";
import { Card, CardContent, CardHeader, CardTitle } from "./ui/card";

/**
 * The top of a record's page: the way back to its list, the record's name with its badges, a line about
 * it (and any more under it), and the actions on the right (wrapping under it on a phone).
 */
export function DetailPageHeader({
  backTo,
  backLabel,
  title,
  mono = false,
  badges,
  subtitle,
  children,
  actions,
}: {
  backTo: string;
  /** The list's name, shown after the arrow: "Trips". */
  backLabel: string;
  title: ReactNode;
  /** A code or a number rather than a name (an invoice number, a booking reference). */
  mono?: boolean;
  badges?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <Link
          to={backTo}
          className="mb-2 inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeftIcon aria-hidden className="size-4" />
          {backLabel}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className={cn("wrap-anywhere font-semibold text-2xl tracking-tight", mono && "font-mono")}>
            {title}
          </h1>
          {badges}
        </div>
        {subtitle ? <p className="mt-1 wrap-anywhere text-muted-foreground text-sm">{subtitle}</p> : null}
        {children}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** One term and its value in a record's `<dl>`. */
export function DetailTerm({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** A link to another record inside a detail card. */
export const detailLinkClass =
  "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** Why a record was cancelled, under its header. */
export function CancelledNote({ reason, testId }: { reason: string; testId: string }) {
  return (
    <p
      role="note"
      className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
      data-testid={testId}
    >
      <span className="font-medium">Cancelled:</span> {reason}
    </p>
  );
}

/** One titled card of a record's page (its details, totals, history). */
export function DetailCard({
  title,
  contentClassName,
  children,
}: {
  title: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
