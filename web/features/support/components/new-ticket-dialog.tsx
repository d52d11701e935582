import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { type Ticket, ticketCreateFormSchema } from "#domain/support/ticket.schema";
import { type TicketType, ticketTypeLabels, ticketTypes } from "#domain/support/ticket-values";
import { TRIP_DOCUMENT_ACCEPT } from "#domain/trip-documents/trip-document-values";
import { FormDialog } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormSelectField } from "../../../components/form-select-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { type FormDialogProps, useFormDialog } from "../../../components/use-form-dialog";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useCreateTicket } from "../api/create-ticket";
import { useUploadTicketAttachment } from "../api/upload-ticket-attachment";

const formSchema = ticketCreateFormSchema<File>();
type FormValues = { title: string; ticketType: string; description: string; file: File | null };
type Submitted = { title: string; ticketType: TicketType; description: string; file: File | null };

const emptyValues: FormValues = { title: "", ticketType: "", description: "", file: null };

interface NewTicketDialogProps extends FormDialogProps {
  onCreated?: (ticket: Ticket) => void;
}

/** New Ticket: title, type and description, and optionally a file sent once the ticket exists. */
export function NewTicketDialog({ onCreated, ...props }: NewTicketDialogProps) {
  const create = useCreateTicket();
  const upload = useUploadTicketAttachment();
  const busy = create.isPending || upload.isPending;
  const dialog = useFormDialog({ ...props, onSaved: onCreated }, { busy });
  const fileInput = useRef<HTMLInputElement | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<FormValues, unknown, Submitted>({
    resolver: zodResolver(formSchema),
    defaultValues: emptyValues,
  });
  const errors = formState.errors;

  const submit = handleSubmit(async ({ file, ...input }) => {
    let ticket: Ticket;
    try {
      ticket = await create.mutateAsync(input);
    } catch (error) {
      applyApiFieldErrors(error, setError, ["title", "ticketType", "description"]);
      return;
    }
    if (file) {
      // The ticket exists either way: a refused file is shown by its toast and can be attached on the ticket's page.
      await upload.mutateAsync({ id: ticket.id, file }).catch(() => undefined);
    }
    dialog.done(ticket);
  });

  return (
    <FormDialog
      {...dialog.frame}
      className="sm:max-w-xl"
      title="New Ticket"
      description="Tell us what went wrong. Fields marked * are required."
      onSubmit={submit}
    >
      <FormField label="Title" required error={errors.title?.message}>
        <Input autoComplete="off" {...register("title")} />
      </FormField>
      <FormSelectField
        control={control}
        name="ticketType"
        label="Type"
        required
        placeholder="Choose a type"
        options={ticketTypes.map((t) => ({ value: t, label: ticketTypeLabels[t] }))}
      />
      <FormField label="Description" required error={errors.description?.message}>
        <Textarea rows={5} {...register("description")} />
      </FormField>
      <Controller
        control={control}
        name="file"
        render={({ field }) => (
          <FormField
            label="Attachment"
            error={errors.file?.message}
            description="Optional: PDF, PNG or JPEG, up to 10 MB"
          >
            <Input
              ref={(element) => {
                fileInput.current = element;
                field.ref(element);
              }}
              type="file"
              accept={TRIP_DOCUMENT_ACCEPT}
              disabled={busy}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
            />
          </FormField>
        )}
      />
      <FormDialogFooter {...dialog.footer} errors={errors} submitLabel="Create Ticket" />
    </FormDialog>
  );
}
