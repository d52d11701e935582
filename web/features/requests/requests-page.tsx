import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
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
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { SelectField } from "../../components/select-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Combobox } from "../../components/ui/combobox";
import type { ListParamsConfig } from "../../lib/list-params";
import { sessionQuery } from "../../lib/session";
import { useListParams } from "../../lib/use-list-params";
import { useClient } from "../clients/api/get-client";
import { useClientOptionSearch } from "../clients/api/search-client-options";
import { useAssignees } from "../users/api/list-assignees";
import { useRequestList } from "./api/list-requests";
import { RequestsTable } from "./components/requests-table";

const NewRequestDialog = lazy(async () => ({
  default: (await import("./components/new-request-dialog")).NewRequestDialog,
}));

const ALL = "__all__";

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
  const staff = user?.role === "admin" || user?.role === "agent";
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
  const clientPicker = useClientOptionSearch({ enabled: staff });
  // The URL holds the filter's client id only: its name comes from the client itself.
  const filterClient = useClient(staff ? clientId : null);

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
          <div className="flex flex-wrap items-end gap-3">
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
                <div className="w-56">
                  <Combobox
                    aria-label="Client filter"
                    options={[{ value: ALL, label: "All clients" }, ...clientPicker.options]}
                    onSearchChange={clientPicker.setSearch}
                    value={clientId ?? ALL}
                    selectedLabel={clientPicker.labelOf(clientId) ?? filterClient.data?.name ?? "Client"}
                    onChange={(v) => list.update({ clientId: v === ALL ? undefined : v })}
                    placeholder="All clients"
                    searchPlaceholder="Type a name, e-mail or phone…"
                    emptyText={clientPicker.searching ? "Searching…" : "No client found."}
                  />
                </div>
              </>
            ) : null}
          </div>
          <RequestsTable
            requests={requests.data?.items}
            loading={requests.isLoading || (requests.isPlaceholderData && requests.isFetching)}
            error={requests.isError}
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
