/** The signed-in agent a bench's requests run as, and the address of the app under test. */
import type { FastifyInstance } from "fastify";
import type { Database } from "../../server/db/client";
import { insertVerifiedUser } from "../../server/db/seed/seed-users";

const EMAIL = "agent@bench.itinera";
const PASSWORD = "bench-password-123";

/** Listens on a free local port; the base URL to send requests to. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

/** Creates an agent and signs in through the API: the session cookie every measured request sends. */
export async function signInBenchAgent(database: Database, base: string, origin: string): Promise<string> {
  await insertVerifiedUser(database.db, {
    email: EMAIL,
    name: "Bench Agent",
    role: "agent",
    password: PASSWORD,
  });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
