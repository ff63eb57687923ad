import path from "node:path";
import { z } from "zod";

/** Local-only defaults for the first admin; refused when NODE_ENV=production. */
export const DEV_ADMIN_EMAIL = "admin@example.com";
export const DEV_ADMIN_PASSWORD = "admin-password";
const DEV_SESSION_SECRET = "dev-only-session-secret-change-me-0123456789";
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.string().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SESSION_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
    MAIL_FROM: z.string().min(3).default("Vyoma Technologies <no-reply@vyoma.example>"),
    MAIL_TO: z.string().min(3).default("hello@vyoma.example"),
    /** First retry delay of a mail that SMTP refused; later ones double (tests shorten it). */
    MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
    /** Dates people enter and read (closing dates) are in this IANA time zone. */
    SITE_TIMEZONE: z
      .string()
      .default("Asia/Kolkata")
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, "must be an IANA time zone such as Asia/Kolkata"),
    /** Applications and resumes are deleted this many days after their position closes (talent pool excepted). */
    APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /** Candidates who joined the talent pool are kept this many days after applying. */
    TALENT_POOL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /** Days that suspected spam waits in quarantine for review before it and its files are deleted. */
    SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .transform((raw, ctx) => {
    const production = raw.NODE_ENV === "production";
    if (production && !raw.PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required when NODE_ENV=production" });
    }
    const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
    // A production build served on this machine only (npm start) may use the local defaults; a deployment
    // at a public address may not. See docs/decisions/0001-strict-mode.md.
    const strict = production && !LOOPBACK_HOSTS.has(new URL(publicUrl).hostname);
    if (strict) {
      if (!raw.SESSION_SECRET) {
        ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
      }
      if (raw.SESSION_SECRET === DEV_SESSION_SECRET) {
        ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "the documented local default is refused in production" });
      }
      if (raw.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) {
        ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "the documented local default is refused in production" });
      }
    }
    // Tests create the accounts they need; only a person's local run gets the documented admin.
    const localDefaults = !strict && raw.NODE_ENV !== "test";
    return {
      ...raw,
      production,
      strict,
      DATA_DIR: path.resolve(raw.DATA_DIR),
      ADMIN_EMAIL: raw.ADMIN_EMAIL ?? (localDefaults ? DEV_ADMIN_EMAIL : undefined),
      ADMIN_PASSWORD: raw.ADMIN_PASSWORD ?? (localDefaults ? DEV_ADMIN_PASSWORD : undefined),
      SESSION_SECRET: raw.SESSION_SECRET ?? DEV_SESSION_SECRET,
      PUBLIC_URL: publicUrl,
      secureCookies: publicUrl.startsWith("https://"),
      databaseKind: raw.DATABASE_URL?.startsWith("postgres") ? ("postgres" as const) : ("sqlite" as const),
    };
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Reads and checks the environment once; the error names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
