import { MoreHorizontalIcon } from "lucide-react";
import { type Role, roleLabels, roles } from "#domain/auth/role";
import type { ManagedUser } from "#domain/users/user.schema";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { formatMomentDay } from "../../../lib/moment-format";
import { UserStatusBadge } from "./user-status-badge";

export interface UserActions {
  onChangeRole(user: ManagedUser, role: Role): void;
  onBan(user: ManagedUser): void;
  onUnban(user: ManagedUser): void;
  onResendVerification(user: ManagedUser): void;
  onSendPasswordReset(user: ManagedUser): void;
  onDelete(user: ManagedUser): void;
}

function RowMenu({ user, self, actions }: { user: ManagedUser; self: boolean; actions: UserActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${user.email}`}>
          <MoreHorizontalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* An admin cannot change, ban or delete their own account: another admin can. */}
        <DropdownMenuSub>
          <DropdownMenuSubTrigger disabled={self}>Change role</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup
              value={user.role}
              onValueChange={(role) => role !== user.role && actions.onChangeRole(user, role as Role)}
            >
              {roles.map((role) => (
                <DropdownMenuRadioItem key={role} value={role}>
                  {roleLabels[role]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        {user.status === "banned" ? (
          <DropdownMenuItem disabled={self} onSelect={() => actions.onUnban(user)}>
            Unban
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem disabled={self} onSelect={() => actions.onBan(user)}>
            Ban…
          </DropdownMenuItem>
        )}
        {user.emailVerified ? null : (
          <DropdownMenuItem onSelect={() => actions.onResendVerification(user)}>
            Resend verification email
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => actions.onSendPasswordReset(user)}>
          Send password reset
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={self} onSelect={() => actions.onDelete(user)}>
          Delete…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** SPEC's System Users table: Email, Role, Status, Joined, Actions. */
export function UsersTable({
  users,
  loading,
  error,
  currentUserId,
  actions,
}: {
  users: ManagedUser[] | undefined;
  loading: boolean;
  error: boolean;
  currentUserId: string | undefined;
  actions: UserActions;
}) {
  const columns: ListColumn<ManagedUser>[] = [
    {
      header: "Email",
      essential: true,
      wrap: true,
      cellClassName: "font-medium",
      cell: (user) => (
        <>
          {user.email}
          {user.id === currentUserId ? (
            <span className="ml-2 whitespace-nowrap text-muted-foreground text-xs">(you)</span>
          ) : null}
        </>
      ),
    },
    { header: "Role", cell: (user) => roleLabels[user.role] },
    { header: "Status", essential: true, cell: (user) => <UserStatusBadge status={user.status} /> },
    {
      header: "Joined",
      cellClassName: "whitespace-nowrap text-muted-foreground",
      cell: (user) => formatMomentDay(user.createdAt),
    },
    {
      header: "Actions",
      actions: true,
      essential: true,
      className: "w-16",
      cell: (user) => <RowMenu user={user} self={user.id === currentUserId} actions={actions} />,
    },
  ];
  return (
    <ListTable
      label="System Users"
      columns={columns}
      rows={users}
      loading={loading}
      error={error}
      errorText="The users could not be loaded."
      emptyText="No users found"
    />
  );
}
