import { useId } from "react";
import { passengerName } from "#domain/passengers/passenger-format";
import { PickList } from "../../../components/pick-list";
import { Checkbox } from "../../../components/ui/checkbox";
import { cn } from "../../../lib/utils";
import { useParticipantOptions } from "../api/list-participant-options";

interface ParticipantsFieldProps {
  /** Whose passengers: a client id; null for a client user's own client. */
  clientId: string | null;
  /** False until a client is chosen (staff), so nothing is asked for no one. */
  enabled: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** The client's passengers as checkboxes: who travels on the booking (their count is its participants). */
export function ParticipantsField({ clientId, enabled, value, onChange, error }: ParticipantsFieldProps) {
  const id = useId();
  const options = useParticipantOptions(clientId, enabled);
  const items = options.data?.items ?? [];
  const chosen = new Set(value);
  const toggle = (passengerId: string) =>
    onChange(chosen.has(passengerId) ? value.filter((v) => v !== passengerId) : [...value, passengerId]);

  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 flex w-full items-center justify-between gap-2 font-medium text-sm leading-none">
        <span className={cn("flex items-center gap-2", error && "text-destructive")}>
          Participants
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </span>
        <span className="font-normal text-muted-foreground text-xs" aria-live="polite">
          {value.length === 1 ? "1 chosen" : `${value.length} chosen`}
        </span>
      </legend>
      <PickList
        query={options}
        isEmpty={items.length === 0}
        notice={enabled ? null : "Choose a client first"}
        compact
        className="max-h-48"
        errorText="Error fetching passengers"
        emptyText="This client has no passengers yet: add them on the Passengers page first."
      >
        <ul aria-label="Passengers of the client" className="divide-y">
          {items.map((passenger) => {
            const checkboxId = `${id}-${passenger.id}`;
            return (
              <li key={passenger.id} className="flex items-center gap-3 px-3 py-2">
                <Checkbox
                  id={checkboxId}
                  checked={chosen.has(passenger.id)}
                  onCheckedChange={() => toggle(passenger.id)}
                />
                <label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer truncate text-sm">
                  {passengerName(passenger)}
                </label>
              </li>
            );
          })}
        </ul>
      </PickList>
      {error ? (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
