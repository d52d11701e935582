import { useSuspenseQuery } from "@tanstack/react-query";
import { MessageSquareIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { requestCategoryLabels } from "#domain/requests/request-values";
import {
  DetailCard,
  DetailPageHeader,
  DetailTerm,
  detailLinkClass,
} from "../../components/detail-page-header";
import { detailFallback } from "../../components/detail-page-states";
import { Button } from "../../components/ui/button";
import { sessionQuery } from "../../lib/session";
import { useRequest } from "./api/get-request";
import { formatMoment } from "./components/request-format";
import { RequestHistory } from "./components/request-history";
import { RequestStatusBadge } from "./components/request-status-badge";
import { RequestWorkForm } from "./components/request-work-form";

/** Request detail (/requests/:id): what was asked, for whom, who has it; staff work it; its history. */
export function RequestDetailPage() {
  const { id = "" } = useParams();
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const request = useRequest(id);

  const fallback = detailFallback(request, {
    backTo: "/requests",
    backLabel: "Back to requests",
    missing: "Request not found",
    failed: "Error fetching requests",
  });
  if (fallback || !request.data) return fallback;
  const r = request.data;

  return (
    <>
      <DetailPageHeader
        backTo="/requests"
        backLabel="Requests"
        title={`${requestCategoryLabels[r.category]} request`}
        badges={
          <span data-testid="request-status">
            <RequestStatusBadge status={r.status} />
          </span>
        }
        subtitle={`${r.clientName}, filed ${formatMoment(r.createdAt)}`}
        actions={
          <Button asChild variant="outline">
            <Link to={`/chat?request=${r.id}`}>
              <MessageSquareIcon aria-hidden />
              Chat
            </Link>
          </Button>
        }
      />
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <DetailCard title="Request">
            <p className="mb-4 whitespace-pre-wrap text-sm">{r.details}</p>
            <dl className="grid gap-4 sm:grid-cols-3">
              <DetailTerm term="Client">
                {staff ? (
                  <Link to={`/clients/${r.clientId}`} className={detailLinkClass}>
                    {r.clientName}
                  </Link>
                ) : (
                  r.clientName
                )}
              </DetailTerm>
              <DetailTerm term="Trip">
                {r.tripId ? (
                  <Link to={`/trips/${r.tripId}`} className={detailLinkClass}>
                    {r.tripTitle}
                  </Link>
                ) : (
                  "None"
                )}
              </DetailTerm>
              <DetailTerm term="Assignee">{r.assigneeName ?? "Unassigned"}</DetailTerm>
            </dl>
          </DetailCard>
          {staff ? (
            <DetailCard title="Work on it">
              <RequestWorkForm request={r} />
            </DetailCard>
          ) : null}
        </div>
        <DetailCard title="History">
          <RequestHistory requestId={r.id} />
        </DetailCard>
      </div>
    </>
  );
}
