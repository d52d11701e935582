import type { ComponentProps } from "react";
import { FormField } from "./ui/form-field";
import { Textarea } from "./ui/textarea";

/** A form's Notes: free text with its error under it (`{...register("notes")}` goes to the textarea). */
export function NotesField({ error, ...textarea }: ComponentProps<typeof Textarea> & { error?: string }) {
  return (
    <FormField label="Notes" error={error}>
      <Textarea {...textarea} />
    </FormField>
  );
}
