import { createContext, type FormEventHandler, type ReactNode, useContext } from "react";
import { cn } from "../lib/utils";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from "./ui/alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";

/**
 * Which dialog holds the form: an ordinary one, or a confirmation that asks for input (a cancellation's
 * reason), whose parts are the alert dialog's so it keeps role="alertdialog" and its Cancel button.
 */
export const FormDialogKind = createContext<"dialog" | "alert">("dialog");

interface FrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While a save runs the dialog stays open, so Escape or a click outside cannot lose the answer. */
  busy?: boolean;
  /** A confirmation asking for input (role="alertdialog"; only Escape or Cancel close it). */
  alert?: boolean;
  /** The content's width (and scrolling, for a long form): `sm:max-w-xl`. */
  className?: string;
}

interface HeaderProps {
  title: ReactNode;
  description: ReactNode;
}

function FormDialogHeader({ title, description }: HeaderProps) {
  if (useContext(FormDialogKind) === "alert")
    return (
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
    );
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

/**
 * The dialog of a multi-step form dialog (a merge: choose, then confirm; Parse GDS: paste, check, done).
 * Each form step inside it is a FormDialogStep; with a title here, one header stands over every step.
 */
export function FormDialogFrame({
  open,
  onOpenChange,
  busy = false,
  alert = false,
  className,
  title,
  description,
  children,
}: FrameProps & Partial<HeaderProps> & { children: ReactNode }) {
  const change = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  const body = (
    <>
      {title === undefined ? null : <FormDialogHeader title={title} description={description} />}
      {children}
    </>
  );
  if (alert)
    return (
      <FormDialogKind value="alert">
        <AlertDialog open={open} onOpenChange={change}>
          <AlertDialogContent className={className}>{body}</AlertDialogContent>
        </AlertDialog>
      </FormDialogKind>
    );
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className={className}>{body}</DialogContent>
    </Dialog>
  );
}

/**
 * One form of a dialog: its title and description (unless the frame has the header), then the form, which
 * ends with FormDialogFooter.
 */
export function FormDialogStep({
  title,
  description,
  onSubmit,
  className,
  children,
}: Partial<HeaderProps> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's own layout, when it is not a column of fields 1rem apart. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      {title === undefined ? null : <FormDialogHeader title={title} description={description} />}
      <form onSubmit={onSubmit} noValidate className={cn("grid gap-4", className)}>
        {children}
      </form>
    </>
  );
}

/**
 * A dialog holding one form: its title and description, then the form. While `busy` (the save runs) it
 * stays open, so Escape or a click outside cannot lose the answer; end the form with FormDialogFooter.
 */
export function FormDialog({
  title,
  description,
  onSubmit,
  aside,
  children,
  ...frame
}: FrameProps &
  HeaderProps & {
    busy: boolean;
    onSubmit: FormEventHandler<HTMLFormElement>;
    /** Shown in the dialog after the form: a confirmation the form asks for before it saves. */
    aside?: ReactNode;
    children: ReactNode;
  }) {
  return (
    <FormDialogFrame {...frame}>
      <FormDialogStep title={title} description={description} onSubmit={onSubmit}>
        {children}
      </FormDialogStep>
      {aside}
    </FormDialogFrame>
  );
}
