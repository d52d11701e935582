import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { isStaff } from "#domain/auth/role";
import { requestListQuerySchema } from "#domain/requests/request.schema";
import {
  requestCategories,
  requestCategoryLabels,
  requestStatuses,
  requestStatusLabels,
} from "#domain/requests/request-values";
import { HeldButton } from "../../components/held-button";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { defineListPage } from "../../components/list-page/list-page";
import { listTableStatus } from "../../components/list-page/list-table";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Card, CardContent } from "../../components/ui/card";
import { sessionQuery } from "../../lib/session";
import { NOT_LINKED_REASON, useNotLinkedToClient } from "../client-home/api/get-own-client";
import { ClientFilter } from "../clients/components/client-filter";
import { useRequestList } from "./api/list-requests";
import { AssigneeFilter } from "./components/assignee-filter";
import { RequestsTable } from "./components/requests-table";

const NewRequestDialog = lazy(async () => ({
  default: (await import("./components/new-request-dialog")).NewRequestDialog,
}));

const requestsList = defineListPage({
  schema: requestListQuerySchema,
  search: { label: "Search requests" },
  filters: [
    {
      select: "status",
      label: "Status",
      showLabel: true,
      allLabel: "All statuses",
      options: requestStatuses,
      labels: requestStatusLabels,
      className: "w-44",
    },
    {
      select: "category",
      label: "Category",
      showLabel: true,
      allLabel: "All categories",
      options: requestCategories,
      labels: requestCategoryLabels,
      className: "w-44",
    },
    {
      custom: ["assigneeId"],
      render: (list, staff: boolean) => (staff ? <AssigneeFilter list={list} /> : null),
    },
    { custom: ["clientId"], render: (list, staff) => (staff ? <ClientFilter list={list} /> : null) },
  ],
  sort: { field: "sort", order: "order" },
});

/** Requests (/requests): searched in their details, filtered, sorted and paginated; New Request files one. */
export function RequestsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = isStaff(user?.role);
  const navigate = useNavigate();
  const list = useListPage(requestsList);
  const [formOpen, setFormOpen] = useState(false);
  // A client user whose account belongs to no client yet has nothing to file a request for.
  const notLinked = useNotLinkedToClient(staff);

  const requests = useRequestList(list.state);

  return (
    <>
      <PageHeader
        title="Requests"
        subtitle={
          staff ? "What clients ask of the agency, and who is on it." : "What you asked of the agency."
        }
        actions={
          <div className="flex flex-wrap items-center justify-end gap-3">
            <HeldButton hold={notLinked ? NOT_LINKED_REASON : null} onClick={() => setFormOpen(true)}>
              <PlusIcon aria-hidden />
              New Request
            </HeldButton>
          </div>
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <ListFilterBar list={list} context={staff} />
          <RequestsTable
            requests={requests.data?.items}
            {...listTableStatus(requests)}
            staff={staff}
            sort={list.sort}
            onSortChange={list.setSort}
          />
          <ListFooter list={list} result={requests.data} />
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {formOpen ? (
          <NewRequestDialog
            open={formOpen}
            onOpenChange={setFormOpen}
            staff={staff}
            onSaved={(request) => navigate(`/requests/${request.id}`)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
