import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api, errorMessage } from "../../../lib/api-client";
import { logger } from "../../../lib/logger";
import { type ChatSubject, chatPath } from "./chat-subject";
import { chatListKey } from "./list-chats";

export function markRead(subject: ChatSubject, seq: number): Promise<{ lastReadSeq: number }> {
  return api(`${chatPath(subject)}/read`, { method: "POST", body: { seq } });
}

/**
 * Marks the open thread read up to its newest message whenever that moves past what the server
 * has; a failure is only logged (a read mark is not worth a toast).
 */
export function useMarkRead(subject: ChatSubject, newestSeq: number | undefined, lastReadSeq: number) {
  const queryClient = useQueryClient();
  const sent = useRef(0);
  useEffect(() => {
    if (newestSeq === undefined || newestSeq <= lastReadSeq || newestSeq <= sent.current) return;
    sent.current = newestSeq;
    markRead(subject, newestSeq)
      .then(() =>
        Promise.all(
          [false, true].map((all) => queryClient.invalidateQueries({ queryKey: chatListKey(all) })),
        ),
      )
      .catch((error: unknown) =>
        logger.warn(`Could not mark the chat read: ${errorMessage(error, "unknown error")}`, "chat"),
      );
  }, [subject, newestSeq, lastReadSeq, queryClient]);
}
