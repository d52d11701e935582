import { Link } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { OPENING_PAGE, useClientStatement } from "../api/get-client-statement";
import { OpenBalances } from "./open-balances";

/** The client page's Overview: what the client owes per currency, and the way to the full statement. */
export function ClientOpenBalance({ clientId }: { clientId: string }) {
  // The statement tab's first page: one answer serves both.
  const statement = useClientStatement(clientId, OPENING_PAGE);
  if (statement.isLoading)
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner />
        Loading
      </p>
    );
  if (statement.isError || !statement.data)
    return <p className="text-destructive text-sm">Error fetching the open balance</p>;
  return (
    <div className="space-y-3">
      <OpenBalances balances={statement.data.openBalances} />
      {statement.data.total > 0 ? (
        <Link
          to={{ search: "?tab=statement" }}
          className="text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          See the statement
        </Link>
      ) : null}
    </div>
  );
}
