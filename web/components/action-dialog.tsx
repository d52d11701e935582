import type { ReactNode } from "react";
import { Button } from "./ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./ui/dialog";

/**
 * A dialog whose action is a button rather than a form (pick records from a list, run an import): it stays
 * open while the action runs, and ends with Cancel and the action.
 */
export function ActionDialog({
  open,
  onOpenChange,
  busy,
  className,
  title,
  description,
  actionLabel,
  actionDisabled,
  onAction,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  className: string;
  title: ReactNode;
  description: ReactNode;
  actionLabel: ReactNode;
  actionDisabled: boolean;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={actionDisabled} loading={busy} onClick={onAction}>
            {actionLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
