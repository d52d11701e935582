import type { FastifyInstance } from "fastify";
import { HELLO_TOPIC } from "#domain/realtime/topics";
import { scopeOf } from "../access/client-scope";
import type { Db } from "../db/client";
import { currentUser } from "../http/access-policy";
import type { RealtimeHub, Viewer } from "./hub";

const PING_INTERVAL_MS = 25_000;

export async function realtimeRoutes(app: FastifyInstance, options: { hub: RealtimeHub; db: Db }) {
  app.get(
    "/api/realtime",
    { websocket: true, config: { access: "signed-in" }, schema: { hide: true } },
    async (socket, request) => {
      const user = currentUser(request);
      // Read once per connection: a user linked to another client later hears of it after reconnecting.
      const scope = await scopeOf(options.db, user);
      const viewer: Viewer = {
        userId: user.id,
        staff: scope.staff,
        clientId: scope.clientId,
      };
      if (socket.readyState !== socket.OPEN) return;
      const unsubscribe = options.hub.subscribe({
        viewer,
        send: (event) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        },
        // 1012 "service restart": the browser reconnects with backoff and refetches what it shows.
        restart: () => socket.close(1012, "Live updates restarted"),
      });
      // Pings keep proxies and load balancers from closing an idle socket.
      const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);
      socket.on("close", () => {
        clearInterval(ping);
        unsubscribe();
      });
      socket.send(JSON.stringify({ topic: HELLO_TOPIC, id: user.id, op: "insert" }));
    },
  );
}
