import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database, demo data and port 3000", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, demo: true, dataDir: "./data" });
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.filesDir).toBe("./data/files");
  });

  it("turns demo data off on PostgreSQL unless DEMO says otherwise", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://db/x" }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://db/x", DEMO: "1" }).demo).toBe(true);
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL: must be a postgres:// or postgresql:// URL"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET: must be at least 32 characters"],
    [{ NODE_ENV: "production", DEMO: "0" }, "AUTH_SECRET: is required when NODE_ENV=production"],
    [
      { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) },
      "DEMO: demo data is never loaded in production",
    ],
    [{ DEMO: "maybe" }, "DEMO"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE"],
    [{ DATABASE_POOL_SIZE: "many" }, "DATABASE_POOL_SIZE"],
    [{ DATABASE_POOL_TIMEOUT_MS: "-5" }, "DATABASE_POOL_TIMEOUT_MS"],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: "1.5" }, "DATABASE_STATEMENT_TIMEOUT_MS"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY: must be a hop count"],
    [{ TRUST_PROXY: "lb.example.com" }, "TRUST_PROXY: must be a hop count"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1,,10.0.0.2" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY"],
  ])("rejects %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("bounds every database wait by default, and takes the pool settings from the environment", () => {
    expect(loadConfig({}).databasePool).toEqual({
      size: 10,
      checkoutTimeoutMs: 5_000,
      statementTimeoutMs: 30_000,
    });
    const tuned = loadConfig({
      DATABASE_POOL_SIZE: "25",
      DATABASE_POOL_TIMEOUT_MS: "2000",
      DATABASE_STATEMENT_TIMEOUT_MS: "60000",
    });
    expect(tuned.databasePool).toEqual({ size: 25, checkoutTimeoutMs: 2000, statementTimeoutMs: 60_000 });
  });

  it.each([
    [undefined, false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["10.0.0.5", ["10.0.0.5"]],
    [" 10.0.0.0/8, 192.168.1.1 ,::1, fd00::/8 ", ["10.0.0.0/8", "192.168.1.1", "::1", "fd00::/8"]],
    ["loopback,uniquelocal", ["loopback", "uniquelocal"]],
  ])("reads TRUST_PROXY=%s as %o (off unless set)", (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("treats empty values as unset and lists extra trusted origins", () => {
    const config = loadConfig({ PORT: "", TRUSTED_ORIGINS: "https://a.example, https://b.example" });
    expect(config.port).toBe(3000);
    expect(config.trustedOrigins).toEqual([
      "http://localhost:3000",
      "https://a.example",
      "https://b.example",
    ]);
  });

  it.each([
    [{}, "UTC"],
    [{ TZ: "America/Los_Angeles" }, "America/Los_Angeles"],
    [{ TZ: ":Europe/Paris" }, "Europe/Paris"],
    [{ AGENCY_TIME_ZONE: "Pacific/Auckland" }, "Pacific/Auckland"],
    [{ AGENCY_TIME_ZONE: "Pacific/Auckland", TZ: "America/Los_Angeles" }, "Pacific/Auckland"],
    [{ AGENCY_TIME_ZONE: "Asia/Tokyo", TZ: "not/a-zone" }, "Asia/Tokyo"],
  ])("takes the agency's time zone from %j", (env, expected) => {
    expect(loadConfig(env).agencyTimeZone).toBe(expected);
  });

  it.each([
    [{ AGENCY_TIME_ZONE: "Mars/Olympus_Mons" }, "AGENCY_TIME_ZONE"],
    [{ TZ: "Mars/Olympus_Mons" }, "TZ"],
  ])("refuses a time zone Intl does not know: %j", (env, key) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(key);
  });
});
