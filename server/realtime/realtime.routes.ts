import type { FastifyInstance } from "fastify";
import { currentUser } from "../http/access-policy";
import type { RealtimeHub } from "./hub";

const PING_INTERVAL_MS = 25_000;

export async function realtimeRoutes(app: FastifyInstance, options: { hub: RealtimeHub }) {
  app.get(
    "/api/realtime",
    { websocket: true, config: { access: "signed-in" }, schema: { hide: true } },
    (socket, request) => {
      const user = currentUser(request);
      const unsubscribe = options.hub.subscribe({
        send: (event) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        },
      });
      // Pings keep proxies and load balancers from closing an idle socket.
      const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);
      socket.on("close", () => {
        clearInterval(ping);
        unsubscribe();
      });
      socket.send(JSON.stringify({ topic: "hello", id: user.id, op: "insert" }));
    },
  );
}
