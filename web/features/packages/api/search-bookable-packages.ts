import { useMemo, useRef, useState } from "react";
import { formatMoney } from "#domain/money-format";
import type { TravelPackage } from "#domain/packages/package.schema";
import { useDebounced } from "../../../lib/use-debounced";
import { usePackages } from "./list-packages";

const SEARCH_DELAY_MS = 250;
const PICKER_SIZE = 20;

function placesHint(pkg: TravelPackage): string {
  const places =
    pkg.placesLeft === 0 ? "full" : pkg.placesLeft === 1 ? "1 place left" : `${pkg.placesLeft} places left`;
  return `${formatMoney(pkg.priceCents, pkg.currency)} · ${places}`;
}

/**
 * A bookable-package picker's data: what is typed, searched on the server once typing pauses, as Combobox
 * options whose hint is the price per person and the places left. Every package seen stays known by id,
 * so the form can price the one chosen.
 */
export function useBookablePackageSearch({ enabled }: { enabled: boolean }) {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const query = usePackages(
    { page: 1, pageSize: PICKER_SIZE, search: settled || undefined, bookable: "true", sort: "startDate" },
    { enabled },
  );
  const seen = useRef(new Map<string, TravelPackage>());
  const items = query.data?.items;
  const options = useMemo(() => {
    for (const pkg of items ?? []) seen.current.set(pkg.id, pkg);
    return (items ?? []).map((pkg) => ({ value: pkg.id, label: pkg.title, hint: placesHint(pkg) }));
  }, [items]);
  return {
    options,
    setSearch,
    /** The package behind a chosen id, when an answer has shown it. */
    packageOf: (id: string | null | undefined) => (id ? seen.current.get(id) : undefined),
    searching: enabled && (query.isFetching || settled !== search.trim()),
    failed: query.isError,
  };
}
