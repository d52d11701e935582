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
  ])("rejects %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
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
});
