import { type TicketStatus, ticketStatusBadge, ticketStatusLabels } from "#domain/support/ticket-values";
import { Badge } from "../../../components/ui/badge";

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={ticketStatusBadge[status]}>{ticketStatusLabels[status]}</Badge>;
}
