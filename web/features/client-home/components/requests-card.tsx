import { Link } from "react-router";
import { todayIn } from "#domain/dates";
import {
  requestCategoryLabels,
  requestStatusBadge,
  requestStatusLabels,
} from "#domain/requests/request-values";
import { formatTripDate } from "#domain/trips/trip-format";
import { Badge } from "../../../components/ui/badge";
import { useAgencyTimeZone } from "../../../lib/agency-today";
import { useRequestList } from "../../requests/api/list-requests";
import { HomeCard } from "./home-card";
import { HOME_LIST_SIZE } from "./upcoming-trips-card";

/** The client's latest requests: what each is about, where it stands and when anything last happened on it. */
export function RequestsCard() {
  const timeZone = useAgencyTimeZone();
  const requests = useRequestList({ page: 1, pageSize: HOME_LIST_SIZE, sort: "created", order: "desc" });
  const items = requests.data?.items ?? [];
  return (
    <HomeCard
      title="Your requests"
      link={{ to: "/requests", label: "All requests" }}
      loading={requests.isLoading}
      error={requests.isError ? "Error fetching requests" : null}
      onRetry={() => requests.refetch()}
      empty={items.length === 0 ? "No requests yet" : null}
    >
      <ul className="divide-y">
        {items.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <Link to={`/requests/${request.id}`} className="font-medium underline-offset-4 hover:underline">
                {requestCategoryLabels[request.category]}
              </Link>
              <p className="line-clamp-1 break-words text-muted-foreground text-sm">{request.details}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={requestStatusBadge[request.status]}>
                {requestStatusLabels[request.status]}
              </Badge>
              <span className="text-muted-foreground text-sm">
                Last activity {formatTripDate(todayIn(timeZone, Date.parse(request.lastActivityAt)))}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
