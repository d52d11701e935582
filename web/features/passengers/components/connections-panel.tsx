import { zodResolver } from "@hookform/resolvers/zod";
import { LinkIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { Passenger, PassengerRef } from "#domain/passengers/passenger.schema";
import {
  associationTypeLabels,
  associationTypes,
  type ConnectionFormValues,
  type ConnectionInput,
  connectionFormSchema,
} from "#domain/passengers/passenger-association.schema";
import { passengerName } from "#domain/passengers/passenger-format";
import { FormRootError } from "../../../components/form-root-error";
import { FormSelectField } from "../../../components/form-select-field";
import { SearchInput } from "../../../components/search-input";
import { TableDeleteButton } from "../../../components/table-actions";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { applyApiFieldErrors } from "../../../lib/form-errors";
import { useDebounced } from "../../../lib/use-debounced";
import { cn } from "../../../lib/utils";
import { useAddConnection } from "../api/add-connection";
import { useConnections } from "../api/list-connections";
import { usePassengerList } from "../api/list-passengers";
import { useRemoveConnection } from "../api/remove-connection";

const PICKER_SIZE = 6;
const SEARCH_DELAY_MS = 300;

/** Searches the server for passengers this one can be connected to (never itself, nor those already connected). */
function PassengerPicker({
  passengerId,
  value,
  onChange,
  invalid,
}: {
  passengerId: string;
  value: PassengerRef | null;
  onChange: (passenger: PassengerRef | null) => void;
  invalid?: boolean;
}) {
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = usePassengerList({
    page: 1,
    pageSize: PICKER_SIZE,
    search: debounced,
    connectableTo: passengerId,
  });
  const items = list.data?.items ?? [];
  return (
    <div className="grid gap-2">
      <SearchInput
        aria-label="Find a passenger to connect"
        placeholder="Search passengers to connect"
        aria-invalid={invalid || undefined}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul aria-label="Passengers to connect" className="grid max-h-48 gap-1 overflow-y-auto">
        {list.isLoading ? (
          <li className="px-2 py-1 text-muted-foreground text-sm">Loading</li>
        ) : items.length === 0 ? (
          <li className="px-2 py-1 text-muted-foreground text-sm">No passengers found</li>
        ) : (
          items.map((p) => {
            const chosen = value?.id === p.id;
            return (
              <li key={p.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  className={cn(
                    "flex w-full cursor-pointer items-center justify-between gap-2 rounded-sm px-2 py-1 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                    chosen && "bg-accent font-medium",
                  )}
                  onClick={() => onChange(chosen ? null : p)}
                >
                  <span className="truncate">{passengerName(p)}</span>
                  <span className="shrink-0 font-mono text-muted-foreground text-xs">{p.passportNumber}</span>
                </button>
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}

const noConnection: ConnectionFormValues = { associatedPassengerId: "", associationType: "" };

function AddConnectionForm({ passenger }: { passenger: Passenger }) {
  // The picked passenger's name labels the button; the form holds only its id.
  const [picked, setPicked] = useState<PassengerRef | null>(null);
  const add = useAddConnection();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    ConnectionFormValues,
    unknown,
    ConnectionInput
  >({ resolver: zodResolver(connectionFormSchema), defaultValues: noConnection });
  const errors = formState.errors;
  // SPEC's one message names both choices: it shows once, under them.
  const missing = errors.associatedPassengerId?.message ?? errors.associationType?.message;

  const submit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync({ passengerId: passenger.id, input });
      setPicked(null);
      reset(noConnection);
    } catch (error) {
      // The toast says why; the choices stay for another try.
      applyApiFieldErrors(error, setError, Object.keys(noConnection) as (keyof ConnectionFormValues)[]);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 border-t pt-4">
      <p className="font-medium text-sm">Add a connection</p>
      <Controller
        control={control}
        name="associatedPassengerId"
        render={({ field }) => (
          <PassengerPicker
            passengerId={passenger.id}
            value={picked}
            invalid={Boolean(errors.associatedPassengerId)}
            onChange={(next) => {
              setPicked(next);
              field.onChange(next?.id ?? "");
            }}
          />
        )}
      />
      <FormSelectField
        control={control}
        name="associationType"
        label="Relationship type"
        options={associationTypes.map((t) => ({ value: t, label: associationTypeLabels[t] }))}
        placeholder="Select relationship"
        error={null}
      />
      {missing ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {missing}
        </p>
      ) : null}
      <FormRootError errors={errors} />
      <Button type="submit" loading={add.isPending}>
        <LinkIcon aria-hidden />
        {picked ? `Connect ${passengerName(picked)}` : "Add Connection"}
      </Button>
    </form>
  );
}

/** Connected Passengers: the selected passenger's connections, whichever side made them; add and remove. */
export function ConnectionsPanel({ passenger }: { passenger: Passenger | null }) {
  const connections = useConnections(passenger?.id ?? null);
  const remove = useRemoveConnection();
  const items = connections.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersIcon aria-hidden className="size-4" />
          Connected Passengers
        </CardTitle>
        <CardDescription>
          {passenger
            ? `People travelling with ${passengerName(passenger)}.`
            : "Select a passenger to see their connections."}
        </CardDescription>
      </CardHeader>
      {passenger ? (
        <CardContent className="grid gap-4">
          {connections.isLoading ? (
            <p className="flex items-center gap-2 text-muted-foreground text-sm">
              <Spinner /> Loading
            </p>
          ) : connections.isError ? (
            <p className="text-destructive text-sm">Error fetching connections</p>
          ) : items.length === 0 ? (
            <p className="text-muted-foreground text-sm">No connected passengers yet.</p>
          ) : (
            <ul aria-label="Connections" className="grid gap-2">
              {items.map((c) => {
                const name = passengerName(c.passenger);
                return (
                  <li
                    key={c.id}
                    className="flex items-center justify-between gap-2 rounded-md border px-3 py-2"
                  >
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="truncate font-medium text-sm">{name}</span>
                      <Badge variant="secondary">{associationTypeLabels[c.associationType]}</Badge>
                    </div>
                    <TableDeleteButton
                      label={`Remove connection with ${name}`}
                      title="Remove connection"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ passengerId: passenger.id, connectionId: c.id })}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          <AddConnectionForm key={passenger.id} passenger={passenger} />
        </CardContent>
      ) : null}
    </Card>
  );
}
