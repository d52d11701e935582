import type { Ticket } from "#domain/support/ticket.schema";
import { ticketStatuses, ticketStatusLabels } from "#domain/support/ticket-values";
import { SelectField } from "../../../components/select-field";
import { StatusMenu } from "../../../components/status-menu";
import { useAssignees } from "../../users/api/list-assignees";
import { useUpdateTicket } from "../api/update-ticket";

/** Staff move the ticket's status; admins also pick its assignee (an admin or an agent). */
export function TicketManage({ ticket, admin }: { ticket: Ticket; admin: boolean }) {
  const update = useUpdateTicket();
  const assignees = useAssignees({ enabled: admin });
  const change = (input: { status?: Ticket["status"]; assigneeId?: string | null }) =>
    update.mutate({ id: ticket.id, input, version: ticket.version });

  return (
    <div className="flex flex-wrap items-end gap-4">
      <StatusMenu
        label={`Change the status of ${ticket.title}`}
        value={ticket.status}
        statuses={ticketStatuses}
        labels={ticketStatusLabels}
        busy={update.isPending}
        onChange={(status) => change({ status })}
      />
      {admin ? (
        <div className="w-64">
          <SelectField
            label="Assignee"
            value={ticket.assigneeId}
            noneLabel="Unassigned"
            placeholder={assignees.isLoading ? "Loading…" : "Unassigned"}
            disabled={update.isPending || assignees.isLoading}
            options={(assignees.data?.items ?? []).map((a) => ({ value: a.id, label: a.name }))}
            onChange={(value) => change({ assigneeId: value || null })}
          />
        </div>
      ) : null}
    </div>
  );
}
