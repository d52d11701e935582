import type { FieldErrors, FieldValues } from "react-hook-form";

/** The server's message for the form as a whole (set by applyApiFieldErrors as `root.server`), above the buttons. */
export function FormRootError<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className="font-medium text-destructive text-sm">
      {message}
    </p>
  );
}
