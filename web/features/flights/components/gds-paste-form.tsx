import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type GdsPasteValues, gdsPasteFormSchema } from "#domain/flights/gds-forms.schema";
import { FormDialogStep } from "../../../components/form-dialog";
import { FormDialogFooter } from "../../../components/form-dialog-footer";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { applyApiFieldErrors } from "../../../lib/form-errors";

export const GDS_PLACEHOLDER =
  "Paste GDS content here (Amadeus, Galileo, Sabre, Apollo or Worldspan format)...";

/** Parse GDS's first step: the pasted reservation display, checked before it is sent. */
export function GdsPasteForm({
  content,
  parsing,
  onParse,
  onCancel,
}: {
  /** What was pasted before (coming back from the preview). */
  content: string;
  parsing: boolean;
  /** Sends the text; rejects when the server refused it (the toast says why). */
  onParse: (content: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<GdsPasteValues>({
    resolver: zodResolver(gdsPasteFormSchema),
    defaultValues: { content },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await onParse(input.content);
    } catch (error) {
      // The pasted text stays; what the server said about it goes next to it.
      applyApiFieldErrors(error, setError, ["content"]);
    }
  });

  return (
    <FormDialogStep onSubmit={submit}>
      <FormField label="GDS content" error={formState.errors.content?.message}>
        <Textarea
          placeholder={GDS_PLACEHOLDER}
          rows={16}
          spellCheck={false}
          autoComplete="off"
          className="field-sizing-fixed min-h-72 font-mono text-xs md:text-xs"
          {...register("content")}
        />
      </FormField>
      <p className="text-muted-foreground text-sm">
        Flight segments are created automatically from the parsed content: each flight becomes a segment of
        the itinerary with its record locator. Importing the same record locator again updates it.
      </p>
      <FormDialogFooter
        errors={formState.errors}
        busy={parsing}
        onCancel={onCancel}
        submitLabel="Parse Content"
      />
    </FormDialogStep>
  );
}
