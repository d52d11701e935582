import type { BoundList } from "../../../components/list-page/bound-list";
import { Combobox } from "../../../components/ui/combobox";
import { useClient } from "../api/get-client";
import { useClientOptionSearch } from "../api/search-client-options";

const ALL = "__all__";

/**
 * A staff list's client filter: clients searched on the server as the user types, "All clients" first.
 * Render it for staff only (client users see their own records anyway).
 */
export function ClientFilter({ list }: { list: BoundList<"clientId", string> }) {
  const clientId = list.state.clientId;
  const clientPicker = useClientOptionSearch({ enabled: true });
  // The URL holds the filter's client id only: its name comes from the client itself.
  const filterClient = useClient(clientId);
  return (
    <div className="w-full sm:w-56">
      <Combobox
        aria-label="Client filter"
        options={[{ value: ALL, label: "All clients" }, ...clientPicker.options]}
        onSearchChange={clientPicker.setSearch}
        value={clientId ?? ALL}
        selectedLabel={clientPicker.labelOf(clientId) ?? filterClient.data?.name ?? "Client"}
        onChange={(v) => list.update({ clientId: v === ALL ? undefined : v })}
        placeholder="All clients"
        searchPlaceholder="Type a name, e-mail or phone…"
        emptyText={clientPicker.searching ? "Searching…" : "No client found."}
      />
    </div>
  );
}
