import { useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";
import { sessionQuery } from "../../lib/session";
import { cn } from "../../lib/utils";
import type { ChatSubject } from "./api/chat-subject";
import { MessageThread } from "./components/message-thread";
import { RecentChats } from "./components/recent-chats";

const idSchema = z.uuid();

/** The thread the address names (?request= or ?trip=), when its id is one. */
function subjectOf(params: URLSearchParams): ChatSubject | null {
  const request = idSchema.safeParse(params.get("request"));
  if (request.success) return { kind: "request", id: request.data };
  const trip = idSchema.safeParse(params.get("trip"));
  if (trip.success) return { kind: "trip", id: trip.data };
  return null;
}

/**
 * Chat (/chat, /chat?request={id}): Recent Chats beside the open thread. On a phone the panels stack:
 * the list, or the open thread with a back button.
 */
export function ChatPage() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const [params, setParams] = useSearchParams();
  const subject = useMemo(() => subjectOf(params), [params]);
  const all = staff && params.get("all") === "true";

  return (
    <>
      <PageHeader title="Chat" />
      <div className="grid h-[calc(100dvh-12rem)] min-h-96 overflow-hidden rounded-lg border md:grid-cols-[20rem_1fr]">
        <section
          aria-label="Recent Chats"
          className={cn("flex min-h-0 flex-col border-r", subject ? "hidden md:flex" : "flex")}
        >
          <div className="flex items-center justify-between gap-2 border-b p-3">
            <h2 className="font-semibold">Recent Chats</h2>
            {staff ? (
              <div className="flex items-center gap-2 text-sm">
                <Switch
                  id="chat-all"
                  checked={all}
                  onCheckedChange={(checked) =>
                    setParams((current) => {
                      const next = new URLSearchParams(current);
                      if (checked) next.set("all", "true");
                      else next.delete("all");
                      return next;
                    })
                  }
                />
                <Label htmlFor="chat-all">All conversations</Label>
              </div>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <RecentChats all={all} selectedId={subject?.id ?? null} />
          </div>
        </section>
        <section
          aria-label="Messages"
          className={cn("min-h-0 flex-col", subject ? "flex" : "hidden md:flex")}
        >
          <div className="flex items-center gap-2 border-b p-3">
            {subject ? (
              <Button asChild variant="ghost" size="sm" className="md:hidden">
                <Link to={all ? "/chat?all=true" : "/chat"}>
                  <ArrowLeftIcon aria-hidden />
                  Back
                </Link>
              </Button>
            ) : null}
            <h2 className="font-semibold">Messages</h2>
          </div>
          {subject ? (
            <MessageThread
              key={`${subject.kind}:${subject.id}`}
              subject={subject}
              currentUserId={user?.id}
              className="flex-1"
            />
          ) : (
            <p className="p-4 text-muted-foreground text-sm">Choose a conversation to read its messages.</p>
          )}
        </section>
      </div>
    </>
  );
}
