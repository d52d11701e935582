import WebSocket from "ws";
import type { RealtimeEvent, SocketMessage } from "#domain/realtime/event.schema";
import { TEST_ORIGIN } from "./test-app";

export interface LiveSocket {
  socket: WebSocket;
  /** Every event it heard after its greeting. */
  heard: RealtimeEvent[];
  /** When each of `heard` arrived (Date.now()). */
  arrivals: number[];
  /** Its close code, once it closes. */
  closed: Promise<number>;
}

/** A live-update socket to the server listening on `port`, as the browser of `cookie` opens it, once greeted. */
export async function openLiveSocket(port: number, cookie: string): Promise<LiveSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
    headers: { cookie, origin: TEST_ORIGIN },
  });
  const heard: RealtimeEvent[] = [];
  const arrivals: number[] = [];
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no greeting")), 10_000);
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as SocketMessage;
      if (message.topic === "hello") {
        clearTimeout(timer);
        resolve();
      } else {
        heard.push(message as RealtimeEvent);
        arrivals.push(Date.now());
      }
    });
  });
  return { socket, heard, arrivals, closed };
}
