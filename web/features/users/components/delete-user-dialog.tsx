import type { ManagedUser } from "../../../../domain/users/user.schema";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { useDeleteUser } from "../api/delete-user";

/** Confirms before deleting: the account, its sessions and settings go; records they made stay. */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUser | null; onClose(): void }) {
  const remove = useDeleteUser();
  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {user?.email}?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the account, signs it out everywhere and removes its settings. Trips and
            other records it worked on stay. This cannot be undone; to keep the account, ban it instead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              if (user) remove.mutate(user.id, { onSettled: onClose });
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
