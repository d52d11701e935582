import { ChevronDownIcon } from "lucide-react";
import { Button } from "./ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

/** A "Status" button whose menu marks a record as one of its statuses; picking the current one does nothing. */
export function StatusMenu<S extends string>({
  label,
  value,
  statuses,
  labels,
  busy,
  onChange,
}: {
  /** The button's accessible name, naming the record ("Change the status of …"). */
  label: string;
  value: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  busy: boolean;
  onChange(status: S): void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" loading={busy} aria-label={label}>
          Status
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Mark as</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            if (next !== value) onChange(next as S);
          }}
        >
          {statuses.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {labels[status]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
