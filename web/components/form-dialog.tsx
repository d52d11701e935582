import type { FormEventHandler, ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";

/**
 * A dialog holding one form: its title and description, then the form. While `busy` (the save runs) it
 * stays open, so Escape or a click outside cannot lose the answer; end the form with FormDialogFooter.
 */
export function FormDialog({
  open,
  onOpenChange,
  busy,
  title,
  description,
  className,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The content's width (and scrolling, for a long form): `sm:max-w-xl`. */
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
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
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
        </form>
      </DialogContent>
    </Dialog>
  );
}
