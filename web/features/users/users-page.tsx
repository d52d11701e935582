import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon, SearchIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { ManagedUser } from "#domain/users/user.schema";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Pagination } from "../../components/ui/pagination";
import { sessionQuery } from "../../lib/session";
import { useDebounced } from "../../lib/use-debounced";
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

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/** Users & Roles (/users, admins only): every account, its role and status, and the pending role requests. */
export function UsersPage() {
  const { data: me } = useSuspenseQuery(sessionQuery);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [banning, setBanning] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);

  // A new search starts from the first page.
  const [pageSearch, setPageSearch] = useState(debounced);
  if (pageSearch !== debounced) {
    setPageSearch(debounced);
    setPage(1);
  }

  const list = useUserList({ page, pageSize: PAGE_SIZE, search: debounced });
  const total = list.data?.total ?? 0;
  const setRole = useSetUserRole();
  const unban = useUnbanUser();
  const resendVerification = useSendUserMail("verification-email");
  const sendReset = useSendUserMail("password-reset");

  // Deleting the last row of the last page leaves an empty page behind: step back.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1)
      setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)));
  }, [list.data, page, total]);

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
            <div className="relative w-full max-w-sm">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label="Search users by email"
                placeholder="Search by email"
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <UsersTable
              users={list.data?.items}
              loading={list.isLoading || (list.isPlaceholderData && list.isFetching)}
              error={list.isError}
              currentUserId={me?.id}
              actions={actions}
            />
            <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} />
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
