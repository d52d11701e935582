import { useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, MessageSquareIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { requestCategoryLabels } from "#domain/requests/request-values";
import { DetailLoading, DetailNotFound } from "../../components/detail-page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ApiError } from "../../lib/api-client";
import { sessionQuery } from "../../lib/session";
import { useRequest } from "./api/get-request";
import { formatMoment } from "./components/request-format";
import { RequestHistory } from "./components/request-history";
import { RequestStatusBadge } from "./components/request-status-badge";
import { RequestWorkForm } from "./components/request-work-form";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

const linkClass =
  "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** Request detail (/requests/:id): what was asked, for whom, who has it; staff work it; its history. */
export function RequestDetailPage() {
  const { id = "" } = useParams();
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const request = useRequest(id);

  if (request.isLoading) return <DetailLoading />;
  if (request.isError || !request.data) {
    const missing = request.error instanceof ApiError && request.error.status === 404;
    return (
      <DetailNotFound backTo="/requests" backLabel="Back to requests">
        {missing ? "Request not found" : "Error fetching requests"}
      </DetailNotFound>
    );
  }
  const r = request.data;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <Link
            to="/requests"
            className="mb-2 inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
          >
            <ArrowLeftIcon aria-hidden className="size-4" />
            Requests
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-semibold text-2xl tracking-tight">
              {requestCategoryLabels[r.category]} request
            </h1>
            <span data-testid="request-status">
              <RequestStatusBadge status={r.status} />
            </span>
          </div>
          <p className="mt-1 text-muted-foreground text-sm">
            {r.clientName}, filed {formatMoment(r.createdAt)}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to={`/chat?request=${r.id}`}>
            <MessageSquareIcon aria-hidden />
            Chat
          </Link>
        </Button>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Request</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="mb-4 whitespace-pre-wrap text-sm">{r.details}</p>
              <dl className="grid gap-4 sm:grid-cols-3">
                <Detail term="Client">
                  {staff ? (
                    <Link to={`/clients/${r.clientId}`} className={linkClass}>
                      {r.clientName}
                    </Link>
                  ) : (
                    r.clientName
                  )}
                </Detail>
                <Detail term="Trip">
                  {r.tripId ? (
                    <Link to={`/trips/${r.tripId}`} className={linkClass}>
                      {r.tripTitle}
                    </Link>
                  ) : (
                    "None"
                  )}
                </Detail>
                <Detail term="Assignee">{r.assigneeName ?? "Unassigned"}</Detail>
              </dl>
            </CardContent>
          </Card>
          {staff ? (
            <Card>
              <CardHeader>
                <CardTitle>Work on it</CardTitle>
              </CardHeader>
              <CardContent>
                <RequestWorkForm request={r} />
              </CardContent>
            </Card>
          ) : null}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>History</CardTitle>
          </CardHeader>
          <CardContent>
            <RequestHistory requestId={r.id} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
