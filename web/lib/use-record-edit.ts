import { useEffect, useRef, useState } from "react";
import { ApiError } from "./api-client";

export interface RecordEdit<T> {
  /** The version the form started from: send it as If-Match. Undefined when adding a record. */
  version: number | undefined;
  /** The record as someone else saved it, after a save answered 412; null otherwise. */
  conflict: T | null;
  /** Call from the save's catch: true when it was a 412 (the notice now shows), false for any other error. */
  catchConflict(error: unknown): boolean;
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

  return {
    version,
    conflict,
    catchConflict(error) {
      const current = error instanceof ApiError ? error.staleRecord<T>() : undefined;
      if (!current) return false;
      setConflict(current);
      return true;
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
