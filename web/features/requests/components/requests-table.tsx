import { MessageSquareIcon } from "lucide-react";
import { Link } from "react-router";
import type { RequestRecord } from "#domain/requests/request.schema";
import { type RequestSort, requestCategoryLabels } from "#domain/requests/request-values";
import { type ListColumn, ListTable } from "../../../components/list-page/list-table";
import type { SortState } from "../../../components/list-page/sortable-head";
import { formatCreated } from "./request-format";
import { RequestStatusBadge } from "./request-status-badge";

interface RequestsTableProps {
  requests: RequestRecord[] | undefined;
  loading: boolean;
  error: boolean;
  /** Staff see whose request it is and who works it. */
  staff: boolean;
  sort: SortState<string>;
  onSortChange: (sort: SortState<RequestSort>) => void;
}

const sortable = (header: string, sort: RequestSort) => ({
  header,
  sort,
  title: `Sort by ${header.toLowerCase()}`,
});

function requestColumns(staff: boolean): ListColumn<RequestRecord, RequestSort>[] {
  return [
    {
      ...sortable("Category", "category"),
      cellClassName: "font-medium",
      cell: (request) => requestCategoryLabels[request.category],
    },
    {
      header: "Details",
      essential: true,
      wrap: true,
      cellClassName: "max-w-md",
      cell: (request) => (
        <>
          <Link
            to={`/requests/${request.id}`}
            className="line-clamp-2 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {request.details}
          </Link>
          {staff ? (
            <div className="text-muted-foreground text-xs">
              {request.clientName}
              {request.assigneeName ? ` · ${request.assigneeName}` : " · Unassigned"}
            </div>
          ) : null}
        </>
      ),
    },
    {
      ...sortable("Status", "status"),
      essential: true,
      cell: (request) => <RequestStatusBadge status={request.status} />,
    },
    {
      ...sortable("Created", "created"),
      cellClassName: "whitespace-nowrap",
      cell: (request) => formatCreated(request.createdAt),
    },
    {
      header: "Actions",
      actions: true,
      cell: (request) => (
        <Link
          to={`/chat?request=${request.id}`}
          aria-label={`Chat about ${requestCategoryLabels[request.category]} request`}
          className="inline-flex items-center gap-1 rounded-sm px-2 py-1 text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <MessageSquareIcon aria-hidden className="size-4" />
          Chat
        </Link>
      ),
    },
  ];
}

/** SPEC §2: Category (in words), Details, Status, Created, and a link to the request's chat. */
export function RequestsTable({ requests, loading, error, staff, sort, onSortChange }: RequestsTableProps) {
  return (
    <ListTable
      label="Requests"
      columns={requestColumns(staff)}
      rows={requests}
      loading={loading}
      error={error}
      errorText="Error fetching requests"
      emptyText="No requests found"
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
