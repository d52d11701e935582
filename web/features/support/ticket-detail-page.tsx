import { useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { ticketTypeLabels } from "#domain/support/ticket-values";
import { DetailLoading, DetailNotFound, isMissingRecord } from "../../components/detail-page-states";
import { Card, CardContent } from "../../components/ui/card";
import { sessionQuery } from "../../lib/session";
import { useTicket } from "./api/get-ticket";
import { TicketAttachment } from "./components/ticket-attachment";
import { TicketComments } from "./components/ticket-comments";
import { TicketHistory } from "./components/ticket-history";
import { TicketManage } from "./components/ticket-manage";
import { TicketStatusBadge } from "./components/ticket-status-badge";
import { when } from "./ticket-format";

/** One ticket (/support/:id): its details and file, the comment thread, status and assignee, history. */
export function TicketDetailPage() {
  const { id = "" } = useParams();
  const { data: user } = useSuspenseQuery(sessionQuery);
  const ticket = useTicket(id);
  const staff = user?.role === "admin" || user?.role === "agent";

  if (ticket.isLoading) return <DetailLoading />;
  if (ticket.isError || !ticket.data) {
    const missing = isMissingRecord(ticket.error);
    return (
      <DetailNotFound backTo="/support" backLabel="Back to support">
        {missing ? "Ticket not found" : "Error fetching tickets"}
      </DetailNotFound>
    );
  }
  const t = ticket.data;

  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/support"
          className="mb-2 inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeftIcon aria-hidden className="size-4" />
          Support
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-semibold text-2xl">{t.title}</h1>
          <TicketStatusBadge status={t.status} />
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-muted-foreground text-sm">
          <div>
            <dt className="inline">Type: </dt>
            <dd className="inline">{ticketTypeLabels[t.ticketType]}</dd>
          </div>
          <div>
            <dt className="inline">Reported by: </dt>
            <dd className="inline">{t.reporterName ?? "A former user"}</dd>
          </div>
          <div>
            <dt className="inline">Assignee: </dt>
            <dd className="inline">{t.assigneeName ?? "Unassigned"}</dd>
          </div>
          <div>
            <dt className="inline">Created: </dt>
            <dd className="inline">
              <time dateTime={t.createdAt}>{when(t.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <Card>
        <CardContent className="space-y-4">
          <p className="whitespace-pre-wrap">{t.description}</p>
          <TicketAttachment ticket={t} canAttach={staff || t.reporterId === user?.id} />
          {staff ? <TicketManage ticket={t} admin={user?.role === "admin"} /> : null}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardContent>
            <TicketComments ticketId={t.id} currentUserId={user?.id ?? ""} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <TicketHistory ticketId={t.id} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
