import { MessageSquareIcon } from "lucide-react";
import { Link } from "react-router";
import type { RequestRecord } from "#domain/requests/request.schema";
import { type RequestSort, requestCategoryLabels } from "#domain/requests/request-values";
import { ListTable } from "../../../components/list-page/list-table";
import { SortableHead, type SortState } from "../../../components/list-page/sortable-head";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { formatCreated } from "./request-format";
import { RequestStatusBadge } from "./request-status-badge";

interface RequestsTableProps {
  requests: RequestRecord[] | undefined;
  loading: boolean;
  error: boolean;
  /** Staff see whose request it is and who works it. */
  staff: boolean;
  sort: RequestSort;
  order: "asc" | "desc";
  onSortChange: (sort: RequestSort, order: "asc" | "desc") => void;
}

const COLUMNS = 5;

function SortHeader({
  label,
  column,
  sort,
  order,
  onSortChange,
}: { label: string; column: RequestSort } & Pick<RequestsTableProps, "sort" | "order" | "onSortChange">) {
  return (
    <SortableHead
      label={label}
      column={column}
      sort={{ sort, order } satisfies SortState<RequestSort>}
      // A new column starts newest (or last) first; the active one flips.
      onSortChange={(next) => onSortChange(next.sort, next.order)}
      title={`Sort by ${label.toLowerCase()}`}
    />
  );
}

/** SPEC §2: Category (in words), Details, Status, Created, and a link to the request's chat. */
export function RequestsTable({ requests, loading, error, staff, ...sorting }: RequestsTableProps) {
  return (
    <ListTable
      label="Requests"
      rows={requests}
      columns={COLUMNS}
      loading={loading}
      error={error}
      errorText="Error fetching requests"
      emptyText="No requests found"
      head={
        <>
          <SortHeader label="Category" column="category" {...sorting} />
          <TableHead>Details</TableHead>
          <SortHeader label="Status" column="status" {...sorting} />
          <SortHeader label="Created" column="created" {...sorting} />
          <TableActionsHead>Actions</TableActionsHead>
        </>
      }
    >
      {(request) => (
        <TableRow key={request.id}>
          <TableCell className="font-medium">{requestCategoryLabels[request.category]}</TableCell>
          <TableCell className="max-w-md whitespace-normal">
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
          </TableCell>
          <TableCell>
            <RequestStatusBadge status={request.status} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatCreated(request.createdAt)}</TableCell>
          <TableActionsCell>
            <Link
              to={`/chat?request=${request.id}`}
              aria-label={`Chat about ${requestCategoryLabels[request.category]} request`}
              className="inline-flex items-center gap-1 rounded-sm px-2 py-1 text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              <MessageSquareIcon aria-hidden className="size-4" />
              Chat
            </Link>
          </TableActionsCell>
        </TableRow>
      )}
    </ListTable>
  );
}
