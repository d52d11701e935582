import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { ticketListQuerySchema } from "#domain/support/ticket.schema";
import {
  ticketStatuses,
  ticketStatusLabels,
  ticketTypeLabels,
  ticketTypes,
} from "#domain/support/ticket-values";
import { ListFooter } from "../../components/list-footer";
import { ListFilterBar } from "../../components/list-page/list-filter-bar";
import { defineListPage } from "../../components/list-page/list-page";
import { listTableStatus } from "../../components/list-page/list-table";
import { useListPage } from "../../components/list-page/use-list-page";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { useTicketList } from "./api/list-tickets";
import { TicketsTable } from "./components/tickets-table";

const NewTicketDialog = lazy(async () => ({
  default: (await import("./components/new-ticket-dialog")).NewTicketDialog,
}));

const ticketsList = defineListPage({
  schema: ticketListQuerySchema,
  search: { label: "Search tickets" },
  filters: [
    {
      select: "status",
      label: "Status filter",
      allLabel: "All statuses",
      options: ticketStatuses,
      labels: ticketStatusLabels,
      className: "w-44",
    },
    {
      select: "type",
      label: "Type filter",
      allLabel: "All types",
      options: ticketTypes,
      labels: ticketTypeLabels,
      className: "w-48",
    },
  ],
  sort: { column: "created", order: "direction" },
});

/** Support (/support): tickets searched on the server, filtered by status and type, newest first. */
export function SupportPage() {
  const navigate = useNavigate();
  const list = useListPage(ticketsList);
  const [formOpen, setFormOpen] = useState(false);
  const tickets = useTicketList({ ...list.state, sort: "createdAt" });

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
          <ListFilterBar list={list} />
          <TicketsTable
            tickets={tickets.data?.items}
            {...listTableStatus(tickets)}
            sort={list.sort}
            onSortChange={list.setSort}
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
