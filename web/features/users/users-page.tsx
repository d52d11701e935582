import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type ManagedUser, userListQuerySchema } from "#domain/users/user.schema";
import { ListFooter } from "../../components/list-footer";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { useUserList } from "./api/list-users";
import { useSendUserMail } from "./api/send-user-mail";
import { useSetUserRole } from "./api/set-user-role";
import { useUnbanUser } from "./api/unban-user";
import { RoleRequestsPanel } from "./components/role-requests-panel";
import { type UserActions, UsersTable } from "./components/users-table";

// The list comes first; the forms load when they are opened.
const AddUserDialog = lazy(async () => ({
  default: (await import("./components/add-user-dialog")).AddUserDialog,
}));
const BanUserDialog = lazy(async () => ({
  default: (await import("./components/ban-user-dialog")).BanUserDialog,
}));
const DeleteUserDialog = lazy(async () => ({
  default: (await import("./components/delete-user-dialog")).DeleteUserDialog,
}));

const listConfig: ListParamsConfig<typeof userListQuerySchema, "search"> = {
  schema: userListQuerySchema,
  fields: ["search"],
};

/** Users & Roles (/users, admins only): every account, its role and status, and the pending role requests. */
export function UsersPage() {
  const { data: me } = useSuspenseQuery(sessionQuery);
  const list = useListParams(listConfig);
  const { page, pageSize, search } = list.state;
  const [adding, setAdding] = useState(false);
  const [banning, setBanning] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const users = useUserList({ page, pageSize, search });
  const setRole = useSetUserRole();
  const unban = useUnbanUser();
  const resendVerification = useSendUserMail("verification-email");
  const sendReset = useSendUserMail("password-reset");

  const actions: UserActions = {
    onChangeRole: (user, role) => setRole.mutate({ id: user.id, role, version: user.version }),
    onBan: setBanning,
    onUnban: (user) => unban.mutate({ id: user.id, version: user.version }),
    onResendVerification: (user) => resendVerification.mutate(user),
    onSendPasswordReset: (user) => sendReset.mutate(user),
    onDelete: setDeleting,
  };

  return (
    <>
      <PageHeader
        title="Users & Roles"
        subtitle="Manage system users and their access levels"
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden />
            Add User
          </Button>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>
              <h2>System Users</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <ListSearch
              label="Search users by email"
              placeholder="Search by email"
              value={list.searchText}
              onChange={list.setSearchText}
            />
            <UsersTable
              users={users.data?.items}
              loading={users.isLoading || (users.isPlaceholderData && users.isFetching)}
              error={users.isError}
              currentUserId={me?.id}
              actions={actions}
            />
            <ListFooter list={list} result={users.data} />
          </CardContent>
        </Card>
        <div className="min-w-0">
          <RoleRequestsPanel />
        </div>
      </div>
      <Suspense fallback={null}>
        {adding ? <AddUserDialog open={adding} onOpenChange={setAdding} /> : null}
        {banning ? <BanUserDialog user={banning} onClose={() => setBanning(null)} /> : null}
        {deleting ? <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} /> : null}
      </Suspense>
    </>
  );
}
