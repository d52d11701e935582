import type { ReactNode } from "react";
import { Spinner } from "./ui/spinner";

/** A merge's first choice: the likely duplicates as radio rows (MergeCandidateOption), or why there are none. */
export function LikelyDuplicates({
  query,
  count,
  children,
}: {
  query: { isLoading: boolean; isError: boolean };
  count: number;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">Likely duplicates</legend>
      {query.isLoading ? (
        <p className="inline-flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner />
          Loading
        </p>
      ) : query.isError ? (
        <p className="text-destructive text-sm">Error fetching duplicates</p>
      ) : count === 0 ? (
        <p className="text-muted-foreground text-sm">No likely duplicates found.</p>
      ) : (
        children
      )}
    </fieldset>
  );
}
