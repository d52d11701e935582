import type { ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";

/** One panel of the dashboard: its title, a link to the full list, and loading, error and empty states. */
export function DashboardSection({
  title,
  link,
  loading,
  error,
  onRetry,
  empty,
  actions,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  loading: boolean;
  /** What failed to load; null when nothing did. */
  error: string | null;
  onRetry(): void;
  /** The empty state's text (SPEC's), shown when there is nothing to list; null when there is. */
  empty: string | null;
  /** Controls next to the title (the cockpit's scope switch). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region" aria-busy={loading} className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle id={titleId} role="heading" aria-level={2}>
          {title}
        </CardTitle>
        {link || actions ? (
          <CardAction className="flex flex-wrap items-center justify-end gap-2">
            {actions}
            {link ? (
              <Link to={link.to} className="text-primary text-sm underline-offset-4 hover:underline">
                {link.label}
              </Link>
            ) : null}
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-3">
            <span className="sr-only">Loading</span>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10 w-full" />
            ))}
          </div>
        ) : error ? (
          <div className="flex flex-wrap items-center gap-3" role="alert">
            <p className="text-destructive text-sm">{error}</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : empty ? (
          <p className="text-muted-foreground text-sm">{empty}</p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
