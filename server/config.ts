import { isIP } from "node:net";
import { z } from "zod";
import { CURRENCIES, DEFAULT_CURRENCY } from "#domain/currency";
import { isTimeZone } from "#domain/dates";
import { defaultPoolOptions } from "./db/pool-options";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);

const PROXY_PRESETS = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, a CIDR range, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Which proxies may say who the client is: off, a hop count, or the load balancers' addresses. */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(",").map((e) => e.trim());
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: "custom",
      message:
        "must be a hop count (e.g. 1) or a comma-separated list of the load balancers' addresses or CIDR ranges",
    });
    return z.NEVER;
  });

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("localhost"),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(defaultPoolOptions.size),
    DATABASE_POOL_TIMEOUT_MS: milliseconds(defaultPoolOptions.checkoutTimeoutMs),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(defaultPoolOptions.statementTimeoutMs),
    TRUST_PROXY: trustProxy.optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    FILES_DIR: z.string().min(1).optional(),
    DEMO: booleanFlag.optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    TRUSTED_ORIGINS: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Itinera <no-reply@itinera.local>"),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters").optional(),
    BASE_CURRENCY: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
    // The agency's zone decides "today" for due dates, expiry and the cockpit; TZ is read as its default.
    AGENCY_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, "must be an IANA time zone, e.g. Europe/Paris")
      .optional(),
    TZ: z.string().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST: z.string().default("./dist/web"),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === "production";
    const demo = env.DEMO ?? !env.DATABASE_URL;
    if (production && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required when NODE_ENV=production",
      });
    }
    if (production && demo) {
      ctx.addIssue({ code: "custom", path: ["DEMO"], message: "demo data is never loaded in production" });
    }
    // glibc reads TZ=":Europe/Paris" as "Europe/Paris".
    const systemZone = env.TZ?.replace(/^:/, "");
    if (!env.AGENCY_TIME_ZONE && systemZone && !isTimeZone(systemZone)) {
      ctx.addIssue({
        code: "custom",
        path: ["TZ"],
        message: "is not a time zone Intl knows: set AGENCY_TIME_ZONE (e.g. Europe/Paris)",
      });
    }
    const agencyTimeZone = env.AGENCY_TIME_ZONE ?? (systemZone || "UTC");
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    return {
      env: env.NODE_ENV,
      production,
      port: env.PORT,
      host: env.HOST,
      publicUrl,
      databaseUrl: env.DATABASE_URL,
      databasePool: {
        size: env.DATABASE_POOL_SIZE,
        checkoutTimeoutMs: env.DATABASE_POOL_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      },
      // Off unless configured: otherwise anyone could pick their address with X-Forwarded-For.
      trustProxy: env.TRUST_PROXY ?? false,
      dataDir: env.DATA_DIR,
      filesDir: env.FILES_DIR ?? `${env.DATA_DIR}/files`,
      demo,
      // A fixed development secret keeps sessions valid across restarts of a demo; production must set its own.
      authSecret: env.AUTH_SECRET ?? "itinera-development-secret-not-for-production-use",
      trustedOrigins: [
        publicUrl,
        ...(env.TRUSTED_ORIGINS ?? "")
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean),
      ],
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      adminEmail: env.ADMIN_EMAIL ?? "admin@itinera.local",
      adminPassword: env.ADMIN_PASSWORD,
      // What totals across currencies are converted into; records lock their rate against it.
      baseCurrency: env.BASE_CURRENCY,
      agencyTimeZone,
      logLevel: env.LOG_LEVEL,
      webDist: env.WEB_DIST,
    };
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty values in .env files mean "not set", as they do for most tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(config)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
