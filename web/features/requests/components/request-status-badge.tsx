import { type RequestStatus, requestStatusBadge, requestStatusLabels } from "#domain/requests/request-values";
import { Badge } from "../../../components/ui/badge";

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={requestStatusBadge[status]}>{requestStatusLabels[status]}</Badge>;
}
