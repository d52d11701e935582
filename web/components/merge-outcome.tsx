import { TriangleAlertIcon } from "lucide-react";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

/**
 * "What will happen" in a merge dialog: the server's preview in sentences and, when the merge would be
 * refused, why; while the preview loads or fails, says so.
 */
export function MergeOutcome({
  sentences,
  blockedReason,
  error,
  onRetry,
}: {
  /** Undefined until the preview for the current choice has arrived. */
  sentences: string[] | undefined;
  blockedReason: string | null | undefined;
  error: boolean;
  onRetry: () => void;
}) {
  return (
    <div aria-live="polite" className="grid gap-2 rounded-lg bg-muted p-4 text-sm">
      <h3 className="font-medium">What will happen</h3>
      {sentences ? (
        <>
          {sentences.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
          {blockedReason ? (
            <p role="alert" className="flex items-start gap-2 font-medium text-destructive">
              <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              {blockedReason}
            </p>
          ) : null}
        </>
      ) : error ? (
        <p className="text-destructive">
          Error fetching the merge preview.{" "}
          <Button type="button" variant="link" className="h-auto p-0" onClick={onRetry}>
            Try again
          </Button>
        </p>
      ) : (
        <p className="inline-flex items-center gap-2 text-muted-foreground">
          <Spinner />
          Checking what will move…
        </p>
      )}
    </div>
  );
}
