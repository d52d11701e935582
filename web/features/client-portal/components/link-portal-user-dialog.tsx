import { useEffect, useId, useState } from "react";
import type { PortalCandidate } from "#domain/client-portal/client-portal.schema";
import { ListSearch } from "../../../components/list-search";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { useDebounced } from "../../../lib/use-debounced";
import { cn } from "../../../lib/utils";
import { useLinkPortalUser } from "../api/link-portal-user";
import { usePortalCandidates } from "../api/list-portal-candidates";

const SEARCH_DELAY_MS = 250;

/** Pick a client account that belongs to no client yet (searched on the server) and link it. */
export function LinkPortalUserDialog({
  clientId,
  open,
  onOpenChange,
}: {
  clientId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const listId = useId();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<PortalCandidate | null>(null);
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const candidates = usePortalCandidates(debounced, open);
  const link = useLinkPortalUser(clientId);

  useEffect(() => {
    if (open) {
      setSearch("");
      setChosen(null);
    }
  }, [open]);

  const items = candidates.data?.items ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!link.isPending) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Link an existing user</DialogTitle>
          <DialogDescription>
            Client accounts that belong to no client yet. A user belongs to at most one client.
          </DialogDescription>
        </DialogHeader>
        <ListSearch
          label="Search users by name or e-mail"
          placeholder="Search by name or e-mail"
          value={search}
          onChange={setSearch}
        />
        <div
          className="max-h-72 overflow-y-auto rounded-md border"
          aria-busy={candidates.isFetching || undefined}
        >
          {candidates.isLoading ? (
            <p className="flex items-center justify-center gap-2 p-6 text-muted-foreground text-sm">
              <Spinner />
              Loading
            </p>
          ) : candidates.isError ? (
            <p className="p-6 text-center text-destructive text-sm">Error fetching users</p>
          ) : items.length === 0 ? (
            <p className="p-6 text-center text-muted-foreground text-sm">No users found</p>
          ) : (
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
          )}
        </div>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={link.isPending}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <Button
            type="button"
            disabled={!chosen}
            loading={link.isPending}
            onClick={() => chosen && link.mutate(chosen.id, { onSuccess: () => onOpenChange(false) })}
          >
            Link user
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
