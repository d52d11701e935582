import { useId } from "react";
import type { PortalCandidate } from "#domain/client-portal/client-portal.schema";
import { ActionDialog } from "../../../components/action-dialog";
import { ListSearch } from "../../../components/list-search";
import { PickList } from "../../../components/pick-list";
import type { FormDialogProps } from "../../../components/use-form-dialog";
import { usePickSearch } from "../../../components/use-pick-search";
import { cn } from "../../../lib/utils";
import { useLinkPortalUser } from "../api/link-portal-user";
import { usePortalCandidates } from "../api/list-portal-candidates";

/** Pick a client account that belongs to no client yet (searched on the server) and link it. */
export function LinkPortalUserDialog({ clientId, ...props }: FormDialogProps & { clientId: string }) {
  const listId = useId();
  const { search, setSearch, chosen, setChosen, debounced } = usePickSearch<PortalCandidate | null>(
    props.open,
    () => null,
  );
  const candidates = usePortalCandidates(debounced, props.open);
  const link = useLinkPortalUser(clientId);

  const items = candidates.data?.items ?? [];
  return (
    <ActionDialog
      {...props}
      busy={link.isPending}
      className="sm:max-w-lg"
      title="Link an existing user"
      description="Client accounts that belong to no client yet. A user belongs to at most one client."
      actionLabel="Link user"
      actionDisabled={!chosen}
      onAction={() => chosen && link.mutate(chosen.id, { onSuccess: () => props.onOpenChange(false) })}
    >
      <ListSearch
        label="Search users by name or e-mail"
        placeholder="Search by name or e-mail"
        value={search}
        onChange={setSearch}
      />
      <PickList
        query={candidates}
        isEmpty={items.length === 0}
        className="max-h-72"
        errorText="Error fetching users"
        emptyText="No users found"
      >
        <div id={listId} role="radiogroup" aria-label="Users without a client" className="divide-y">
          {items.map((user) => {
            const selected = chosen?.id === user.id;
            return (
              // A radio per account: arrow keys and Space choose, as in any radio group.
              <label
                key={user.id}
                className={cn(
                  "flex cursor-pointer items-center gap-3 px-3 py-2 has-focus-visible:bg-accent",
                  selected && "bg-accent",
                )}
              >
                <input
                  type="radio"
                  name={`${listId}-user`}
                  value={user.id}
                  checked={selected}
                  onChange={() => setChosen(user)}
                  className="size-4 accent-primary"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-sm">{user.name}</span>
                  <span className="block truncate text-muted-foreground text-xs">{user.email}</span>
                </span>
              </label>
            );
          })}
        </div>
      </PickList>
    </ActionDialog>
  );
}
