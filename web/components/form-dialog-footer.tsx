import type { FieldErrors, FieldValues } from "react-hook-form";
import { ConflictNotice } from "./conflict-notice";
import { FormRootError } from "./form-root-error";
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
  submitLabel,
}: {
  errors: FieldErrors<T>;
  /** An edit form's record version (useRecordEdit): its 412 notice shows here. */
  edit?: { conflict: unknown; loadTheirs: () => void };
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <>
      <FormRootError errors={errors} />
      {edit?.conflict ? <ConflictNotice onLoad={edit.loadTheirs} disabled={busy} /> : null}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
