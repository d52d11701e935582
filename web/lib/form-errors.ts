import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts a 400's field issues on the form's own fields, so each message shows next to its field.
 * Issues for fields the form does not show go to `root.server` (FormRootError shows it), so no issue
 * the server named is dropped. Any other failure is left to the caller and the cache's error toast.
 * Answers true when at least one issue landed on a field.
 */
export function applyApiFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Iterable<FieldPath<T>>,
): boolean {
  const known = new Set<string>(fields);
  if (!(error instanceof ApiError)) return false;
  const unplaced: string[] = [];
  let placed = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (known.has(field)) {
      setError(field as FieldPath<T>, { type: "server", message }, { shouldFocus: !placed });
      placed = true;
    } else {
      unplaced.push(message);
    }
  }
  if (unplaced.length > 0) setError("root.server", { type: "server", message: unplaced.join(" ") });
  return placed;
}
