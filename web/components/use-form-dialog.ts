import type { FieldPath, FieldValues, UseFormHandleSubmit, UseFormSetError } from "react-hook-form";
import { applyApiFieldErrors } from "../lib/form-errors";
import type { RecordEdit } from "../lib/use-record-edit";

/** The props every form dialog takes from the screen that opens it. */
export interface FormDialogProps<R = unknown> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved record after the dialog has closed. */
  onSaved?: (saved: R) => void;
}

/**
 * What a form dialog's parts share: `frame` for FormDialog (open, held while busy), `footer` for
 * FormDialogFooter (the record's 412 notice, Cancel), and `done`, which closes the dialog and hands the
 * saved record to onSaved (the `done` of `edit.submit`).
 */
export function useFormDialog<R = unknown>(
  { open, onOpenChange, onSaved }: FormDialogProps<R>,
  {
    busy,
    edit,
  }: {
    busy: boolean;
    /** An edit form's record version: its 412 notice shows in the footer, and a save's 412 goes to it. */
    edit?: Pick<RecordEdit<{ id: string; version: number }>, "conflict" | "loadTheirs" | "saveFailed">;
  },
) {
  const close = () => onOpenChange(false);
  const done = (saved: R) => {
    close();
    onSaved?.(saved);
  };
  return {
    frame: { open, onOpenChange, busy },
    footer: { edit, busy, onCancel: close },
    close,
    done,
    /** `edit.submit`'s save for a dialog's usual mutations: create from the input, update by id and version. */
    saves<In>(
      create: { mutateAsync: (input: In) => Promise<R> },
      update: { mutateAsync: (variables: { id: string; input: In; version: number }) => Promise<R> },
    ) {
      return {
        create: (input: In) => create.mutateAsync(input),
        update: (record: { id: string }, input: In, version: number) =>
          update.mutateAsync({ id: record.id, input, version }),
        done,
      };
    },
    /**
     * A form's submit that sends it once it checks, then closes the dialog (onSaved gets the record). A
     * failure keeps the input: the toast says it, the API's field issues go next to their fields (and
     * an edit's 412 shows its notice).
     */
    submit<F extends FieldValues, Out>(
      form: { handleSubmit: UseFormHandleSubmit<F, Out>; setError: UseFormSetError<F> },
      fields: Iterable<FieldPath<F>>,
      save: (input: Out) => Promise<R>,
    ) {
      return form.handleSubmit(async (input) => {
        const saved = await save(input).then(
          (record) => ({ record }),
          (error: unknown) => {
            if (edit) edit.saveFailed(error, form.setError, fields);
            else applyApiFieldErrors(error, form.setError, fields);
            return null;
          },
        );
        if (saved) done(saved.record);
      });
    },
  };
}
