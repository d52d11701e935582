import { AlertTriangleIcon } from "lucide-react";
import { Button } from "./ui/button";

export const CONFLICT_TITLE = "Someone else changed this record";

/**
 * Shown in an edit form whose save answered 412: the user's input stays in the form until they choose to
 * load the other person's version (and then make their change again on top of it).
 */
export function ConflictNotice({ onLoad, disabled }: { onLoad: () => void; disabled?: boolean }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-destructive/60 bg-destructive/10 p-3 text-sm"
    >
      <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid gap-2">
        <div>
          <p className="font-medium">{CONFLICT_TITLE}</p>
          <p className="text-muted-foreground">
            It was saved after you opened it, so your changes were not saved. They are still here: load their
            version to see what changed, then make your change again.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={onLoad}
          disabled={disabled}
        >
          Load their version
        </Button>
      </div>
    </div>
  );
}
