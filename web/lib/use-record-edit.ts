import { useEffect, useRef, useState } from "react";
import type { FieldPath, FieldValues, UseFormHandleSubmit, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";
import { applyApiFieldErrors } from "./form-errors";

export interface RecordEdit<T> {
  /** The version the form started from: send it as If-Match. Undefined when adding a record. */
  version: number | undefined;
  /** The record as someone else saved it, after a save answered 412; null otherwise. */
  conflict: T | null;
  /** Call from the save's catch: true when it was a 412 (the notice now shows), false for any other error. */
  catchConflict(error: unknown): boolean;
  /**
   * Call from the save's catch of a form: a 412 shows the notice, a 400's field issues go next to their
   * fields; the toast says the rest and the input stays.
   */
  saveFailed<F extends FieldValues>(
    error: unknown,
    setError: UseFormSetError<F>,
    fields: Iterable<FieldPath<F>>,
  ): void;
  /**
   * A create-or-edit form's submit: checks through `handleSubmit`, then updates the record with the
   * version the form works from (or creates one when there is none) and hands the saved record to
   * `done`; a failure goes to saveFailed.
   */
  submit<F extends FieldValues, Out, R>(
    form: { handleSubmit: UseFormHandleSubmit<F, Out>; setError: UseFormSetError<F> },
    fields: Iterable<FieldPath<F>>,
    save: {
      create: (input: Out) => Promise<R>;
      update: (record: T, input: Out, version: number) => Promise<R>;
      done: (saved: R) => void;
    },
  ): ReturnType<UseFormHandleSubmit<F, Out>>;
  /** Puts their version in the form (through `load`) and takes its version for the next save. */
  loadTheirs(): void;
  /** For a form that stays open after saving: the next save starts from the saved record's version. */
  saved(record: { version: number }): void;
}

/**
 * The version an edit form works from. Opening the form (or switching to another record) loads the record
 * through `load`; a refetch while the form is open leaves the user's input alone, so a change saved by
 * someone else meanwhile shows up as a 412 the form explains, never as input silently replaced.
 */
export function useRecordEdit<T extends { id: string; version: number }>(
  open: boolean,
  record: T | null | undefined,
  load: (record: T | null, why: "open" | "theirs") => void,
): RecordEdit<T> {
  const [version, setVersion] = useState<number | undefined>(record?.version);
  const [conflict, setConflict] = useState<T | null>(null);
  const latest = useRef({ record, load });
  latest.current = { record, load };
  const session = open ? (record?.id ?? "") : null;

  useEffect(() => {
    if (session === null) return;
    const { record: current, load: loadInto } = latest.current;
    setVersion(current?.version);
    setConflict(null);
    loadInto(current ?? null, "open");
  }, [session]);

  const catchConflict = (error: unknown) => {
    const current = error instanceof ApiError ? error.staleRecord<T>() : undefined;
    if (!current) return false;
    setConflict(current);
    return true;
  };

  const saveFailed: RecordEdit<T>["saveFailed"] = (error, setError, fields) => {
    if (!catchConflict(error)) applyApiFieldErrors(error, setError, fields);
  };

  return {
    version,
    conflict,
    catchConflict,
    saveFailed,
    submit(form, fields, { create, update, done }) {
      return form.handleSubmit(async (input) => {
        const current = latest.current.record;
        const saving = current ? update(current, input, version ?? current.version) : create(input);
        // The toast says what went wrong; field issues also go next to their fields. The input stays.
        const saved = await saving.then(
          (record) => ({ record }),
          (error: unknown) => {
            saveFailed(error, form.setError, fields);
            return null;
          },
        );
        if (saved) done(saved.record);
      });
    },
    loadTheirs() {
      if (!conflict) return;
      setVersion(conflict.version);
      setConflict(null);
      latest.current.load(conflict, "theirs");
    },
    saved(record) {
      setVersion(record.version);
    },
  };
}
