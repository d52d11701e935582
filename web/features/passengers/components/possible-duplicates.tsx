import { AlertTriangleIcon } from "lucide-react";
import { type Control, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { countryName } from "#domain/countries";
import type { PassengerFormValues } from "#domain/passengers/passenger.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { useDebounced } from "../../../lib/use-debounced";
import { useDuplicates } from "../api/find-duplicates";

const DUPLICATE_CHECK_DELAY_MS = 400;

/** Other passengers with the passport typed so far (same number and issuing country), with links to them. */
export function PossibleDuplicates({
  control,
  open,
  excludeId,
  onFollow,
}: {
  control: Control<PassengerFormValues>;
  open: boolean;
  excludeId: string | undefined;
  /** Following a link leaves the form. */
  onFollow: () => void;
}) {
  const [passportNumber, countryOfIssue] = useWatch({ control, name: ["passportNumber", "countryOfIssue"] });
  const key = useDebounced(
    {
      passportNumber: String(passportNumber ?? "")
        .replace(/\s+/g, "")
        .toUpperCase(),
      countryOfIssue: String(countryOfIssue ?? "").toUpperCase(),
      excludeId,
    },
    DUPLICATE_CHECK_DELAY_MS,
  );
  const duplicates = useDuplicates(key);
  const items = open ? (duplicates.data?.items ?? []) : [];
  if (items.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm"
      data-testid="duplicate-warning"
    >
      <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <div>
        <p className="font-medium">Possible duplicate</p>
        <p className="text-muted-foreground">
          Passport {key.passportNumber} issued by {countryName(key.countryOfIssue) ?? key.countryOfIssue} is
          already recorded for:
        </p>
        <ul className="mt-1 list-disc pl-5">
          {items.map((d) => (
            <li key={d.id}>
              <Link
                to={`/passengers?selected=${d.id}&search=${encodeURIComponent(d.passportNumber)}`}
                className="text-primary underline-offset-4 hover:underline"
                onClick={onFollow}
              >
                {passengerName(d)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
