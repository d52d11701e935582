import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
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
