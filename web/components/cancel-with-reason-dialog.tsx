import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { applyApiFieldErrors } from "../lib/form-errors";
import { FormDialog } from "./form-dialog";
import { FormDialogFooter } from "./form-dialog-footer";
import { FormField } from "./ui/form-field";
import { Textarea } from "./ui/textarea";
import { type FormDialogProps, useFormDialog } from "./use-form-dialog";

/**
 * The confirmation before a record is cancelled (a booking, an invoice): it asks why, the reason stays on
 * the record, and each opening starts with an empty reason.
 */
export function CancelWithReasonDialog<Out>({
  schema,
  cancel,
  busy,
  refusalBelow = false,
  title,
  description,
  keepLabel,
  submitLabel,
  ...props
}: FormDialogProps & {
  schema: z.ZodType<Out, { reason: string }>;
  /** Sends the cancellation; null when there is nothing to cancel. */
  cancel: (input: Out) => Promise<unknown> | null;
  busy: boolean;
  /** A refusal that names no field (a 409, a 412) is also shown below the reason, not only by the toast. */
  refusalBelow?: boolean;
  title: ReactNode;
  description: ReactNode;
  keepLabel: string;
  submitLabel: string;
}) {
  const form = useForm<{ reason: string }, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: { reason: "" },
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const dialog = useFormDialog(props, { busy });
  const { open } = props;
  useEffect(() => {
    if (open) reset({ reason: "" });
  }, [open, reset]);

  const submit = handleSubmit(async (input) => {
    const cancelling = cancel(input);
    if (!cancelling) return;
    try {
      await cancelling;
      dialog.close();
    } catch (error) {
      if (!applyApiFieldErrors(error, setError, ["reason"]) && refusalBelow && error instanceof Error)
        setError("root.server", { type: "server", message: error.message });
    }
  });

  return (
    <FormDialog alert {...dialog.frame} title={title} description={description} onSubmit={submit}>
      <FormField label="Reason" required error={formState.errors.reason?.message}>
        <Textarea rows={3} autoFocus {...register("reason")} />
      </FormField>
      <FormDialogFooter
        {...dialog.footer}
        errors={formState.errors}
        cancelLabel={keepLabel}
        submitLabel={submitLabel}
        submitVariant="destructive"
      />
    </FormDialog>
  );
}
