import { useEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from "react-hook-form";

/**
 * Keeps a form's date field on `day` (the agency's today, or a day counted from it) while it still holds the
 * day it was given: the agency's zone comes with /api/meta, possibly after the form opened on the browser's
 * day, and the day moves on at midnight. A date the user chose stays, and so does any while `follow` is off
 * (a record being edited keeps its own).
 */
export function useAgencyDayDefault<T extends FieldValues>(
  form: { getValues: UseFormGetValues<T>; setValue: UseFormSetValue<T> },
  name: Path<T>,
  day: string,
  follow = true,
): void {
  const { getValues, setValue } = form;
  const given = useRef(day);
  useEffect(() => {
    if (given.current === day) return;
    if (follow && getValues(name) === given.current) setValue(name, day as PathValue<T, Path<T>>);
    given.current = day;
  }, [day, name, follow, getValues, setValue]);
}
