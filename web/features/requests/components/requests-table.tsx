import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, MessageSquareIcon } from "lucide-react";
import { Link } from "react-router";
import type { RequestRecord } from "#domain/requests/request.schema";
import { type RequestSort, requestCategoryLabels } from "#domain/requests/request-values";
import { TableActionsCell, TableActionsHead } from "../../../components/table-actions";
import { TableMessageRow } from "../../../components/table-message-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
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
  const active = sort === column;
  const Icon = !active ? ArrowUpDownIcon : order === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <TableHead aria-sort={active ? (order === "asc" ? "ascending" : "descending") : undefined}>
      <button
        type="button"
        className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded-sm px-2 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        title={`Sort by ${label.toLowerCase()}`}
        // A new column starts newest (or last) first; the active one flips.
        onClick={() => onSortChange(column, active && order === "desc" ? "asc" : "desc")}
      >
        {label}
        <Icon aria-hidden className="size-3.5" />
      </button>
    </TableHead>
  );
}

/** SPEC §2: Category (in words), Details, Status, Created, and a link to the request's chat. */
export function RequestsTable({ requests, loading, error, staff, ...sorting }: RequestsTableProps) {
  const rows = requests ?? [];
  return (
    <div className="rounded-md border">
      <Table aria-label="Requests" aria-busy={loading || undefined}>
        <TableHeader>
          <TableRow>
            <SortHeader label="Category" column="category" {...sorting} />
            <TableHead>Details</TableHead>
            <SortHeader label="Status" column="status" {...sorting} />
            <SortHeader label="Created" column="created" {...sorting} />
            <TableActionsHead>Actions</TableActionsHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS} loading />
          ) : error && rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS} tone="error">
              Error fetching requests
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS}>No requests found</TableMessageRow>
          ) : (
            rows.map((request) => (
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
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
