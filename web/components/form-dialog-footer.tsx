import { useContext } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { ConflictNotice } from "./conflict-notice";
import { FormDialogKind } from "./form-dialog";
import { FormRootError } from "./form-root-error";
import { AlertDialogCancel, AlertDialogFooter } from "./ui/alert-dialog";
import { Button } from "./ui/button";
import { DialogFooter } from "./ui/dialog";

/**
 * The end of a form dialog: the server's message for the form as a whole, the 412 notice of an edit,
 * then Cancel and the submit button, both held while the save runs (the input stays on failure).
 */
export function FormDialogFooter<T extends FieldValues>({
  errors,
  edit,
  busy,
  onCancel,
  cancelLabel = "Cancel",
  submitLabel,
  busyLabel = submitLabel,
  submitVariant = "default",
  submitDisabled = false,
}: {
  errors: FieldErrors<T>;
  /** An edit form's record version (useRecordEdit): its 412 notice shows here. */
  edit?: { conflict: unknown; loadTheirs: () => void };
  busy: boolean;
  onCancel: () => void;
  /** What leaving says: "Keep Booking" on a cancellation, "Back" on a later step. */
  cancelLabel?: string;
  submitLabel: string;
  /** What the submit button says while the save runs. */
  busyLabel?: string;
  /** Destructive for a form that bans, cancels or merges. */
  submitVariant?: "default" | "destructive";
  /** Held until the form can be sent (a merge waits for what it would move). */
  submitDisabled?: boolean;
}) {
  const alert = useContext(FormDialogKind) === "alert";
  const Footer = alert ? AlertDialogFooter : DialogFooter;
  return (
    <>
      <FormRootError errors={errors} />
      {edit?.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={busy} /> : null}
      <Footer>
        {alert ? (
          // The alert dialog's own Cancel: focus starts on it, as on every confirmation.
          <AlertDialogCancel
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              onCancel();
            }}
          >
            {cancelLabel}
          </AlertDialogCancel>
        ) : (
          <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" variant={submitVariant} loading={busy} disabled={submitDisabled}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Footer>
    </>
  );
}
