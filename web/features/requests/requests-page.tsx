import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { isStaff } from "#domain/auth/role";
import { requestListQuerySchema } from "#domain/requests/request.schema";
import {
  type RequestCategory,
  type RequestStatus,
  requestCategories,
  requestCategoryLabels,
  requestStatuses,
  requestStatusLabels,
} from "#domain/requests/request-values";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { listTableStatus } from "../../components/list-page/list-table";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { SelectField } from "../../components/select-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { ClientFilter } from "../clients/components/client-filter";
import { useAssignees } from "../users/api/list-assignees";
import { useRequestList } from "./api/list-requests";
import { RequestsTable } from "./components/requests-table";

const NewRequestDialog = lazy(async () => ({
  default: (await import("./components/new-request-dialog")).NewRequestDialog,
}));

const listConfig: ListParamsConfig<
  typeof requestListQuerySchema,
  "search" | "status" | "category" | "assigneeId" | "clientId" | "sort" | "order"
> = {
  schema: requestListQuerySchema,
  fields: ["search", "status", "category", "assigneeId", "clientId", "sort", "order"],
};

const statusOptions = requestStatuses.map((value) => ({ value, label: requestStatusLabels[value] }));
const categoryOptions = requestCategories.map((value) => ({ value, label: requestCategoryLabels[value] }));

/** Requests (/requests): searched in their details, filtered, sorted and paginated; New Request files one. */
export function RequestsPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = isStaff(user?.role);
  const navigate = useNavigate();
  const list = useListParams(listConfig);
  const { page, pageSize, search, status, category, assigneeId, clientId, sort, order } = list.state;
  const [formOpen, setFormOpen] = useState(false);

  const requests = useRequestList({
    page,
    pageSize,
    search,
    status,
    category,
    assigneeId,
    clientId,
    sort,
    order,
  });
  const assignees = useAssignees({ enabled: staff });

  return (
    <>
      <PageHeader
        title="Requests"
        subtitle={
          staff ? "What clients ask of the agency, and who is on it." : "What you asked of the agency."
        }
        actions={
          <Button onClick={() => setFormOpen(true)}>
            <PlusIcon aria-hidden />
            New Request
          </Button>
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <ListFilterBar>
            <ListSearch label="Search requests" value={list.searchText} onChange={list.setSearchText} />
            <div className="w-44">
              <SelectField
                label="Status"
                noneLabel="All statuses"
                placeholder="All statuses"
                value={status ?? ""}
                onChange={(v) => list.update({ status: (v || undefined) as RequestStatus | undefined })}
                options={statusOptions}
              />
            </div>
            <div className="w-44">
              <SelectField
                label="Category"
                noneLabel="All categories"
                placeholder="All categories"
                value={category ?? ""}
                onChange={(v) => list.update({ category: (v || undefined) as RequestCategory | undefined })}
                options={categoryOptions}
              />
            </div>
            {staff ? (
              <>
                <div className="w-48">
                  <SelectField
                    label="Assignee"
                    noneLabel="Anyone"
                    placeholder="Anyone"
                    value={assigneeId ?? ""}
                    onChange={(v) => list.update({ assigneeId: v || undefined })}
                    options={(assignees.data?.items ?? []).map((a) => ({ value: a.id, label: a.name }))}
                  />
                </div>
                <ClientFilter list={list} />
              </>
            ) : null}
          </ListFilterBar>
          <RequestsTable
            requests={requests.data?.items}
            {...listTableStatus(requests)}
            staff={staff}
            sort={sort}
            order={order}
            onSortChange={(nextSort, nextOrder) => list.update({ sort: nextSort, order: nextOrder })}
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
