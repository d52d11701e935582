import { useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { sessionQuery } from "../../../lib/session";
import { MessageThread } from "./message-thread";

/** The trip's one shared thread, between its client and the agency: the trip detail's Messages tab. */
export function TripMessagesTab({ tripId }: { tripId: string }) {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const subject = useMemo(() => ({ kind: "trip" as const, id: tripId }), [tripId]);
  return (
    <div className="flex h-[32rem] max-h-[70dvh] flex-col overflow-hidden rounded-md border">
      <MessageThread key={tripId} subject={subject} currentUserId={user?.id} className="flex-1" />
    </div>
  );
}
