import type { Config } from "../config";

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's trustProxy from TRUST_PROXY. Fastify ignores a bare hop count (it cannot tell a proxy from
 * a direct client), so a count becomes "trust the nearest n hops": the operator vouches that the
 * server is only reachable through that many proxies.
 */
export function trustProxyOption(setting: Config["trustProxy"]): TrustProxy {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}
