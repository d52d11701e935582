import { useState } from "react";
import { roleLabels } from "#domain/auth/role";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Pagination } from "../../../components/ui/pagination";
import { Spinner } from "../../../components/ui/spinner";
import { formatMomentDay } from "../../../lib/moment-format";
import { useDecideRoleRequest } from "../api/decide-role-request";
import { ROLE_REQUESTS_PAGE_SIZE, useRoleRequests } from "../api/list-role-requests";

/** Sign-ups that asked for admin or Travel Agent access, oldest first, each approved or denied here. */
export function RoleRequestsPanel() {
  const [page, setPage] = useState(1);
  const list = useRoleRequests(page);
  const decide = useDecideRoleRequest();
  const items = list.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Role requests</h2>
        </CardTitle>
        <CardDescription>
          New accounts start as clients; approve to grant the role they asked for.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {list.isLoading ? <Spinner className="mx-auto size-5" /> : null}
        {list.isError ? <p className="text-destructive text-sm">The requests could not be loaded.</p> : null}
        {list.data && items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No pending role requests.</p>
        ) : null}
        <ul className="divide-y">
          {items.map((request) => {
            const busy = decide.isPending && decide.variables?.request.id === request.id;
            return (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="truncate font-medium text-sm">{request.email}</p>
                  <p className="text-muted-foreground text-xs">
                    Wants {roleLabels[request.requestedRole]} · asked {formatMomentDay(request.createdAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={`Approve ${request.email} as ${roleLabels[request.requestedRole]}`}
                    onClick={() => decide.mutate({ request, approve: true })}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Deny ${request.email}`}
                    onClick={() => decide.mutate({ request, approve: false })}
                  >
                    Deny
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {(list.data?.total ?? 0) > ROLE_REQUESTS_PAGE_SIZE ? (
          <Pagination
            page={page}
            pageSize={ROLE_REQUESTS_PAGE_SIZE}
            total={list.data?.total ?? 0}
            onPageChange={setPage}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
