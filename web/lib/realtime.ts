import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { DASHBOARD_QUERY_KEY, dashboardTopics } from "#domain/dashboard/dashboard-topics";
import { SESSION_ENDED_CLOSE } from "#domain/realtime/close-codes";
import type { RealtimeEvent, SocketMessage } from "#domain/realtime/event.schema";
import { HELLO_TOPIC } from "#domain/realtime/topics";
import { logger } from "./logger";

const MIN_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

// Checked by hand rather than with zod, which would double the shell's download for three fields.
export function readEvent(data: string): SocketMessage | null {
  try {
    const value = JSON.parse(data) as Partial<SocketMessage>;
    if (typeof value.topic !== "string" || !value.topic) return null;
    if (value.op !== "insert" && value.op !== "update" && value.op !== "delete") return null;
    if (value.id !== undefined && typeof value.id !== "string") return null;
    return {
      topic: value.topic,
      op: value.op,
      ...(value.id === undefined ? {} : { id: value.id }),
    } as SocketMessage;
  } catch {
    return null;
  }
}

// The conversation this tab shows (a thread on screen), told to the server so a message to it is not also
// rung on the bell; null while none is open. The socket sends null while the tab is hidden.
let shownConversation: string | null = null;
const shownListeners = new Set<() => void>();

/** Says which conversation is on screen (null: none); answers the function that takes it back off. */
export function showConversation(conversationId: string | null): () => void {
  shownConversation = conversationId;
  for (const listener of shownListeners) listener();
  return () => {
    if (shownConversation !== conversationId) return;
    shownConversation = null;
    for (const listener of shownListeners) listener();
  };
}

/** While mounted, the tab's socket tells the server the user looks at this conversation. */
export function useShownConversation(conversationId: string | null | undefined): void {
  useEffect(() => (conversationId ? showConversation(conversationId) : undefined), [conversationId]);
}

/**
 * One socket per tab. Each event invalidates the queries whose key starts with its topic,
 * so every list and detail refetches what changed; reconnects with exponential backoff.
 */
export function connectRealtime(
  queryClient: QueryClient,
  onEvent?: (event: RealtimeEvent) => void,
): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  // What the server last heard from this socket: a message only when it changes.
  let told: string | null | undefined;
  const tellViewing = () => {
    const viewing = document.visibilityState === "hidden" ? null : shownConversation;
    if (socket?.readyState !== WebSocket.OPEN || viewing === told) return;
    told = viewing;
    socket.send(JSON.stringify({ type: "viewing", conversationId: viewing }));
  };
  shownListeners.add(tellViewing);
  document.addEventListener("visibilitychange", tellViewing);

  const open = () => {
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${window.location.host}/api/realtime`);
    socket.onopen = () => {
      if (attempt > 0) {
        logger.info("Live updates reconnected", "realtime");
        // Whatever changed while we were away is refetched.
        void queryClient.invalidateQueries();
      }
      attempt = 0;
      // A new socket starts as viewing nothing.
      told = null;
      tellViewing();
    };
    socket.onmessage = (message) => {
      const event = readEvent(String(message.data));
      if (!event || event.topic === HELLO_TOPIC) return;
      void queryClient.invalidateQueries({ queryKey: [event.topic] });
      // The dashboard sums many topics' records: it refetches on any of them.
      if (dashboardTopics.includes(event.topic))
        void queryClient.invalidateQueries({ queryKey: [DASHBOARD_QUERY_KEY] });
      onEvent?.(event);
    };
    socket.onclose = (event) => {
      if (stopped) return;
      // The session ended: no reconnecting with its cookie. What the page shows refetches, and its 401 goes to sign-in.
      if (event.code === SESSION_ENDED_CLOSE) return void queryClient.invalidateQueries();
      const delay = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
      attempt += 1;
      timer = setTimeout(open, delay);
    };
  };
  open();

  return () => {
    stopped = true;
    shownListeners.delete(tellViewing);
    document.removeEventListener("visibilitychange", tellViewing);
    if (timer) clearTimeout(timer);
    socket?.close();
  };
}
