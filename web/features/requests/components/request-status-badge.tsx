import { type RequestStatus, requestStatusLabels } from "#domain/requests/request-values";
import { Badge } from "../../../components/ui/badge";

// Resolved reads as done, in progress as being worked, open as waiting for someone.
const variants = { resolved: "default", in_progress: "secondary", open: "outline" } as const;

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={variants[status]}>{requestStatusLabels[status]}</Badge>;
}
