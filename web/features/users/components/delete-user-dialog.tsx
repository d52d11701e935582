import type { ManagedUser } from "#domain/users/user.schema";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDeleteUser } from "../api/delete-user";

/** Confirms before deleting: the account, its sessions and settings go; records they made stay. */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUser | null; onClose(): void }) {
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<>Delete {user?.email}?</>}
      description="This permanently deletes the account, signs it out everywhere and removes its settings. Trips and other records it worked on stay. This cannot be undone; to keep the account, ban it instead."
      confirmLabel="Delete"
      onConfirm={() => {
        if (user) remove.mutate({ id: user.id, version: user.version }, { onSettled: onClose });
      }}
    />
  );
}
