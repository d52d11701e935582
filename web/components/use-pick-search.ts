import { useEffect, useRef, useState } from "react";
import { useDebounced } from "../lib/use-debounced";

const SEARCH_DELAY_MS = 250;

/**
 * A pick dialog's search (asked of the server once typing pauses: `debounced`) and its choice; each
 * opening starts both afresh.
 */
export function usePickSearch<C>(open: boolean, nothing: () => C) {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<C>(nothing);
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const empty = useRef(nothing);
  useEffect(() => {
    if (open) {
      setSearch("");
      setChosen(empty.current());
    }
  }, [open]);
  return { search, setSearch, chosen, setChosen, debounced };
}
