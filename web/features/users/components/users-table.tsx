import { MoreHorizontalIcon } from "lucide-react";
import { type Role, roleLabels, roles } from "#domain/auth/role";
import type { ManagedUser } from "#domain/users/user.schema";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
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
import { Spinner } from "../../../components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { UserStatusBadge } from "./user-status-badge";

export interface UserActions {
  onChangeRole(user: ManagedUser, role: Role): void;
  onBan(user: ManagedUser): void;
  onUnban(user: ManagedUser): void;
  onResendVerification(user: ManagedUser): void;
  onSendPasswordReset(user: ManagedUser): void;
  onDelete(user: ManagedUser): void;
}

const joined = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

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
  const rows = users ?? [];
  return (
    <Table aria-busy={loading || undefined}>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Joined</TableHead>
          <TableActionsHead className="w-16">Actions</TableActionsHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} className="py-10 text-center">
              <Spinner className="mx-auto size-6" />
            </TableCell>
          </TableRow>
        ) : null}
        {error && rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} className="py-10 text-center text-destructive">
              The users could not be loaded.
            </TableCell>
          </TableRow>
        ) : null}
        {!loading && !error && rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
              No users found
            </TableCell>
          </TableRow>
        ) : null}
        {rows.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="font-medium">
              {user.email}
              {user.id === currentUserId ? (
                <span className="ml-2 text-muted-foreground text-xs">(you)</span>
              ) : null}
            </TableCell>
            <TableCell>{roleLabels[user.role]}</TableCell>
            <TableCell>
              <UserStatusBadge status={user.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {joined.format(new Date(user.createdAt))}
            </TableCell>
            <TableActionsCell>
              <RowMenu user={user} self={user.id === currentUserId} actions={actions} />
            </TableActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
