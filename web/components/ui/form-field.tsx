import { Slot as SlotPrimitive } from "radix-ui";
import * as React from "react";

import { cn } from "../../lib/utils";
import { Label } from "./label";

type FormFieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Visible label, bound to the control with `htmlFor`. */
  label: React.ReactNode;
  /** Exactly one control element (Input, Textarea, SelectTrigger, Checkbox, Combobox…); it receives id and ARIA wiring. */
  children: React.ReactElement;
  /** Help text shown under the control and referenced by `aria-describedby`. */
  description?: React.ReactNode;
  /** Validation message. When present the control gets `aria-invalid` and references it. */
  error?: React.ReactNode;
  /** Shows a required marker and sets `aria-required` on the control. */
  required?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
};

/** Label + control + description + error, with `id`, `aria-invalid` and `aria-describedby` wired onto the control. */
function FormField({
  label,
  children,
  description,
  error,
  required = false,
  id,
  className,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [description ? descriptionId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div
      data-slot="form-field"
      data-invalid={hasError || undefined}
      className={cn("grid gap-2", className)}
      {...props}
    >
      <Label htmlFor={controlId} className={cn(hasError && "text-destructive")}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <SlotPrimitive.Root
        id={controlId}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
      >
        {children}
      </SlotPrimitive.Root>
      {description ? (
        <p id={descriptionId} data-slot="form-field-description" className="text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} data-slot="form-field-error" className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { FormField, type FormFieldProps };
