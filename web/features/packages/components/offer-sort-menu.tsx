import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type { PackageSort } from "#domain/packages/package.schema";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";

/** SPEC §2: the sort menu's keys, in its order. */
const sortLabels: Record<PackageSort, string> = {
  title: "Title",
  price: "Price",
  duration: "Duration",
  startDate: "Start Date",
};
const sortKeys = Object.keys(sortLabels) as PackageSort[];

export interface OfferSortState {
  sort: PackageSort;
  order: "asc" | "desc";
}

/** Choosing another key sorts by it ascending; choosing the same key again turns the direction round. */
export function nextOfferSort(current: OfferSortState, key: PackageSort): OfferSortState {
  if (key !== current.sort) return { sort: key, order: "asc" };
  return { sort: key, order: current.order === "asc" ? "desc" : "asc" };
}

function DirectionIcon({ order }: { order: "asc" | "desc" }) {
  return order === "asc" ? <ArrowUpIcon aria-hidden /> : <ArrowDownIcon aria-hidden />;
}

const directionWords = { asc: "ascending", desc: "descending" } as const;

/** "Sort: Start Date ↑": a menu of the keys; the current one shows its direction. */
export function OfferSortMenu({
  value,
  onChange,
}: {
  value: OfferSortState;
  onChange: (next: OfferSortState) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          aria-label={`Sort: ${sortLabels[value.sort]}, ${directionWords[value.order]}`}
        >
          <ArrowUpDownIcon aria-hidden />
          Sort: {sortLabels[value.sort]}
          <DirectionIcon order={value.order} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {sortKeys.map((key) => (
          <DropdownMenuItem
            key={key}
            aria-label={
              key === value.sort ? `${sortLabels[key]} (${directionWords[value.order]})` : undefined
            }
            onSelect={() => onChange(nextOfferSort(value, key))}
          >
            {sortLabels[key]}
            {key === value.sort ? (
              <span className="ml-auto inline-flex items-center">
                <DirectionIcon order={value.order} />
              </span>
            ) : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
