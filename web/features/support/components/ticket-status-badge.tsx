import { type TicketStatus, ticketStatusLabels } from "#domain/support/ticket-values";
import { Badge } from "../../../components/ui/badge";
import { ticketStatusBadge } from "../ticket-format";

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={ticketStatusBadge[status]}>{ticketStatusLabels[status]}</Badge>;
}
