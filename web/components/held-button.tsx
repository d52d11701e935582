import { type ComponentProps, type ReactNode, useId } from "react";
import { Button } from "./ui/button";

/**
 * A button that may be held with its reason: the reason shows before it and is read as its description
 * (e.g. a client user whose account is linked to no client yet cannot request anything).
 */
export function HeldButton({ hold, ...button }: ComponentProps<typeof Button> & { hold: ReactNode }) {
  const reasonId = useId();
  return (
    <>
      {hold ? (
        <p id={reasonId} className="max-w-xs text-muted-foreground text-sm">
          {hold}
        </p>
      ) : null}
      <Button {...button} disabled={Boolean(hold)} aria-describedby={hold ? reasonId : undefined} />
    </>
  );
}
