import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./ui/alert-dialog";
import { Button } from "./ui/button";

interface ConfirmDialogProps {
  /** Controlled: the screen opens it. Leave both out when `trigger` opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog, for a confirmation that owns its opening. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The action button's text, e.g. "Delete" or "Remove". */
  confirmLabel: string;
  /** Runs when the action is clicked; the dialog then closes through onOpenChange(false). */
  onConfirm: () => void;
  /** Styles the action as destructive (the default), for deletions and removals. */
  destructive?: boolean;
  /**
   * For an action the dialog waits for: while busy it stays open, Cancel is held and the action shows it
   * runs (saying `busyLabel`). The action no longer closes the dialog; onConfirm does once it succeeds.
   */
  busy?: boolean;
  busyLabel?: string;
  /** Holds the action until it can run (e.g. until what it needs has loaded). */
  confirmDisabled?: boolean;
  cancelLabel?: string;
  /** Shown under the description: a refusal, the last time it was done. */
  children?: ReactNode;
  /** Another button before the action, e.g. a way to fix what the action needs. */
  otherAction?: ReactNode;
}

/** A confirmation: title, description, Cancel and one action that runs onConfirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = true,
  busy,
  busyLabel = confirmLabel,
  confirmDisabled,
  cancelLabel = "Cancel",
  children,
  otherAction,
}: ConfirmDialogProps) {
  const variant = destructive ? "destructive" : "default";
  const waits = busy !== undefined;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange?.(next);
      }}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          {otherAction}
          {waits ? (
            // A plain button: the alert dialog's own action would close it before the answer comes.
            <Button variant={variant} loading={busy} disabled={confirmDisabled} onClick={onConfirm}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          ) : (
            <AlertDialogAction variant={variant} disabled={confirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
