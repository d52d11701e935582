import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { ticketListQuerySchema } from "#domain/support/ticket.schema";
import {
  type TicketStatus,
  type TicketType,
  ticketStatuses,
  ticketStatusLabels,
  ticketTypeLabels,
  ticketTypes,
} from "#domain/support/ticket-values";
import { ListFooter } from "../../components/list-footer";
import { ListSearch } from "../../components/list-search";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import type { ListParamsConfig } from "../../lib/list-params";
import { useListParams } from "../../lib/use-list-params";
import { useTicketList } from "./api/list-tickets";
import { TicketsTable } from "./components/tickets-table";

const NewTicketDialog = lazy(async () => ({
  default: (await import("./components/new-ticket-dialog")).NewTicketDialog,
}));

const ALL = "__all__";

const listConfig: ListParamsConfig<typeof ticketListQuerySchema, "search" | "status" | "type" | "direction"> =
  {
    schema: ticketListQuerySchema,
    fields: ["search", "status", "type", "direction"],
  };

/** Support (/support): tickets searched on the server, filtered by status and type, newest first. */
export function SupportPage() {
  const navigate = useNavigate();
  const list = useListParams(listConfig);
  const { page, pageSize, search, status, type, direction } = list.state;
  const [formOpen, setFormOpen] = useState(false);
  const tickets = useTicketList({ page, pageSize, search, status, type, sort: "createdAt", direction });

  return (
    <>
      <PageHeader
        title="Support"
        subtitle="Problems with the site, sign-in, documents or payments: raise a ticket and follow it here."
        actions={
          <Button onClick={() => setFormOpen(true)}>
            <PlusIcon aria-hidden />
            New Ticket
          </Button>
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <ListSearch label="Search tickets" value={list.searchText} onChange={list.setSearchText} />
            <Select
              value={status ?? ALL}
              onValueChange={(v) => list.update({ status: v === ALL ? undefined : (v as TicketStatus) })}
            >
              <SelectTrigger className="w-44" aria-label="Status filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All statuses</SelectItem>
                {ticketStatuses.map((s) => (
                  <SelectItem key={s} value={s}>
                    {ticketStatusLabels[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select
              value={type ?? ALL}
              onValueChange={(v) => list.update({ type: v === ALL ? undefined : (v as TicketType) })}
            >
              <SelectTrigger className="w-48" aria-label="Type filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All types</SelectItem>
                {ticketTypes.map((t) => (
                  <SelectItem key={t} value={t}>
                    {ticketTypeLabels[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <TicketsTable
            tickets={tickets.data?.items}
            loading={tickets.isLoading || (tickets.isPlaceholderData && tickets.isFetching)}
            error={tickets.isError}
            direction={direction}
            onDirectionChange={(next) => list.update({ direction: next })}
          />
          <ListFooter list={list} result={tickets.data} />
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {formOpen ? (
          <NewTicketDialog
            open={formOpen}
            onOpenChange={setFormOpen}
            onCreated={(ticket) => navigate(`/support/${ticket.id}`)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
