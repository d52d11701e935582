import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { Combobox } from "./ui/combobox";
import { FormField } from "./ui/form-field";

/** A server-searched picker's data (`useClientOptionSearch`, `useClientTripOptions`, …). */
export interface RecordPicker {
  options: readonly { value: string; label: string; hint?: string }[];
  setSearch(search: string): void;
  labelOf(id: string | null | undefined): string | undefined;
  searching: boolean;
}

/**
 * A form's choice of one record searched on the server (a client, then one of its trips or bookings):
 * the Combobox in its FormField, its error from the form. `onPicked` runs after the value is set (a new
 * client starts its trips over); `none` offers an empty choice first.
 */
export function RecordPickerField<T extends FieldValues, Out = T>({
  control,
  name,
  label,
  required,
  description,
  picker,
  disabled,
  placeholder,
  searchPlaceholder,
  emptyText,
  none,
  onPicked,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  description?: string;
  picker: RecordPicker;
  disabled?: boolean;
  placeholder: string;
  searchPlaceholder: string;
  /** Shown when the answer holds nothing; "Searching…" while it is on its way. */
  emptyText: string;
  none?: string;
  onPicked?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          required={required}
          error={fieldState.error?.message}
          description={description}
        >
          <Combobox
            aria-label={label}
            disabled={disabled}
            options={none === undefined ? picker.options : [{ value: "", label: none }, ...picker.options]}
            onSearchChange={picker.setSearch}
            value={field.value ?? ""}
            selectedLabel={
              picker.labelOf(field.value) ?? (none !== undefined && !field.value ? none : undefined)
            }
            onChange={(value) => {
              field.onChange(value);
              onPicked?.(value);
            }}
            placeholder={placeholder}
            searchPlaceholder={searchPlaceholder}
            emptyText={picker.searching ? "Searching…" : emptyText}
          />
        </FormField>
      )}
    />
  );
}

/** The client of a new record, picked the one way (`useClientOptionSearch`). */
export function ClientPickerField<T extends FieldValues, Out = T>(
  props: Omit<
    Parameters<typeof RecordPickerField<T, Out>>[0],
    "label" | "placeholder" | "searchPlaceholder" | "emptyText"
  >,
) {
  return (
    <RecordPickerField
      label="Client"
      required
      placeholder="Choose a client"
      searchPlaceholder="Type a name, e-mail or phone…"
      emptyText="No client found."
      {...props}
    />
  );
}

/** One of the chosen client's trips (`useClientTripOptions`); staff choose the client first. */
export function TripPickerField<T extends FieldValues, Out = T>({
  clientChosen,
  placeholder = "Choose a trip",
  ...props
}: Omit<
  Parameters<typeof RecordPickerField<T, Out>>[0],
  "label" | "placeholder" | "searchPlaceholder" | "disabled"
> & {
  clientChosen: boolean;
  placeholder?: string;
}) {
  return (
    <RecordPickerField
      label="Trip"
      disabled={!clientChosen}
      placeholder={clientChosen ? placeholder : "Choose a client first"}
      searchPlaceholder="Type a trip title…"
      {...props}
    />
  );
}
