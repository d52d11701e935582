import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError } from "../lib/api-client";
import { Button } from "./ui/button";
import { Card, CardContent } from "./ui/card";
import { Skeleton } from "./ui/skeleton";
import { Spinner } from "./ui/spinner";

// What a record's detail page (a trip, a client) shows before and instead of the record.

/** The page's shape while the record loads. */
export function DetailLoading() {
  return (
    <div className="space-y-4" aria-busy>
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-4 w-96" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** The record is gone or failed to load: says which, with the way back to its list. */
export function DetailNotFound({
  backTo,
  backLabel,
  children,
}: {
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="space-y-4 py-10 text-center">
        <p className="font-medium">{children}</p>
        <Button asChild variant="outline">
          <Link to={backTo}>
            <ArrowLeftIcon aria-hidden />
            {backLabel}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** While a tab's code or data arrives. */
export function TabFallback() {
  return (
    <p className="flex items-center gap-2 p-6 text-muted-foreground text-sm">
      <Spinner />
      Loading
    </p>
  );
}

/**
 * No such record: a 404 (gone, or not this user's), or a 400 refusing the id in the address itself (a malformed
 * uuid, "/trips/not-a-uuid"), which can name no record either.
 */
export function isMissingRecord(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  const issues = (error.details as { issues?: { path?: unknown }[] } | undefined)?.issues ?? [];
  return error.status === 400 && issues.some((issue) => issue.path === "params.id");
}

/**
 * What a record's page shows instead of the record: its shape while it loads, "… not found" when there is no
 * such record (`isMissingRecord`), the fetch error otherwise; null once the record is there.
 */
export function detailFallback(
  query: { isLoading: boolean; isError: boolean; error: unknown; data: unknown },
  {
    backTo,
    backLabel,
    missing,
    failed,
  }: { backTo: string; backLabel: string; missing: string; failed: string },
): ReactNode {
  if (query.isLoading) return <DetailLoading />;
  if (!query.isError && query.data) return null;
  return (
    <DetailNotFound backTo={backTo} backLabel={backLabel}>
      {isMissingRecord(query.error) ? missing : failed}
    </DetailNotFound>
  );
}

/** From a confirmed delete (or merge) on, the page says so instead of asking for the record again. */
export function DetailLeaving({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 p-6 text-muted-foreground text-sm">
      <Spinner />
      {children}
    </p>
  );
}
