import type { ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";

/** One section of the client's home: its title, a link to the full list, and loading, error and empty states. */
export function HomeCard({
  title,
  link,
  loading,
  error,
  onRetry,
  empty,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  loading: boolean;
  /** What failed to load, e.g. "Error fetching trips"; null when nothing did. */
  error: string | null;
  onRetry(): void;
  /** The empty state's text, shown when there is nothing to list; null when there is. */
  empty: string | null;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region" className="gap-4">
      <CardHeader>
        <CardTitle id={titleId} role="heading" aria-level={2}>
          {title}
        </CardTitle>
        {link ? (
          <CardAction>
            <Link to={link.to} className="text-primary text-sm underline-offset-4 hover:underline">
              {link.label}
            </Link>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {loading ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner />
            Loading
          </p>
        ) : error ? (
          <div className="flex flex-wrap items-center gap-3">
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
