import { useEffect, useRef } from "react";
import { Button } from "./ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./ui/dialog";

/**
 * The last step of a merge dialog: what will happen once more, that it cannot be undone, and the
 * destructive button. Focus starts on Back, never on the merge itself.
 */
export function MergeConfirmStep({
  title,
  sentences,
  confirmLabel,
  busy,
  onBack,
  onConfirm,
}: {
  title: string;
  sentences: string[];
  confirmLabel: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{[...sentences, "This cannot be undone."].join(" ")}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button ref={back} type="button" variant="outline" disabled={busy} onClick={onBack}>
          Back
        </Button>
        <Button type="button" variant="destructive" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
