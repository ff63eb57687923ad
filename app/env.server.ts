import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Local-only defaults for the first admin; refused when NODE_ENV=production. */
export const DEV_ADMIN_EMAIL = "admin@example.com";
export const DEV_ADMIN_PASSWORD = "admin-password";
const DEV_SESSION_SECRET = "dev-only-session-secret-change-me-0123456789";
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** A yes/no switch: true/false, 1/0, yes/no, on/off. */
const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], { message: "must be true or false" })
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

export interface DkimOptions {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** nodemailer's DKIM options when all three variables are set; an issue when only some are, or the key is unreadable. */
function readDkim(
  raw: { DKIM_PRIVATE_KEY?: string; DKIM_SELECTOR?: string; DKIM_DOMAIN?: string },
  ctx: z.RefinementCtx,
): DkimOptions | null {
  const names = ["DKIM_PRIVATE_KEY", "DKIM_SELECTOR", "DKIM_DOMAIN"] as const;
  const set = names.filter((name) => raw[name]);
  if (set.length === 0) return null;
  if (set.length < names.length) {
    for (const name of names.filter((n) => !raw[n])) ctx.addIssue({ code: "custom", path: [name], message: `is required when ${set.join(" and ")} is set (DKIM needs all three)` });
    return null;
  }
  let key = raw.DKIM_PRIVATE_KEY!.replace(/\\n/g, "\n");
  if (!key.includes("-----BEGIN")) {
    try {
      key = fs.readFileSync(key, "utf8");
    } catch {
      ctx.addIssue({ code: "custom", path: ["DKIM_PRIVATE_KEY"], message: "is neither a PEM private key nor a readable file" });
      return null;
    }
  }
  if (!/-----BEGIN (RSA |EC )?PRIVATE KEY-----/.test(key)) {
    ctx.addIssue({ code: "custom", path: ["DKIM_PRIVATE_KEY"], message: "must be a PEM private key" });
    return null;
  }
  return { domainName: raw.DKIM_DOMAIN!.toLowerCase(), keySelector: raw.DKIM_SELECTOR!, privateKey: key };
}

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
    /** Audit log entries are deleted this many days after they were recorded (the daily retention run). */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /** Visitor analytics without cookies (decision 0033): page views counted where the server answers them. */
    ANALYTICS: flag.default(true),
    /** Days the daily analytics roll-ups are kept. */
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
    /** How long a claimed mail is held for its sender before another instance may take it over (it died mid-send). */
    MAIL_LEASE_SECONDS: z.coerce.number().min(2).max(3600).default(120),
    /** Days that suspected spam waits in quarantine for review before it and its files are deleted. */
    SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    PUBLIC_URL: z.url().optional(),
    /** Acknowledgement mails to applicants and to people who used the contact form (quarantined spam never gets one). */
    MAIL_ACK_APPLICATIONS: flag.default(true),
    MAIL_ACK_CONTACT: flag.default(true),
    /** DKIM signing: all three or none. The key is PEM text (literal \n allowed) or the path of a PEM file. */
    DKIM_PRIVATE_KEY: z.string().optional(),
    DKIM_SELECTOR: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/, "must be a DNS label such as mail2026").optional(),
    DKIM_DOMAIN: z.string().regex(/^(?=.{1,253}$)([A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,63}$/, "must be a domain such as example.com").optional(),
    /** Newsletter mails handed to SMTP per minute, across all instances. */
    NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
    /** Anonymous pages: how long a shared cache (CDN, nginx) may serve one without asking (s-maxage). */
    CACHE_SHARED_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** ... and how long it may serve a stale one while it asks (stale-while-revalidate). */
    CACHE_STALE_WHILE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(600),
    /** The page cache's memory ceiling: every entry's bodies (plain, gzip, brotli) and headers. */
    PAGE_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(64),
    /** A CDN's purge endpoint: content writes POST {"paths": [...]} to it (decision 0018). */
    CACHE_PURGE_URL: z.url().optional(),
    /** Unset: files on the local disk under DATA_DIR/uploads. `s3://bucket?endpoint=...`: an S3-compatible object store. */
    STORAGE_URL: z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/|\?|$)/, "must look like s3://bucket?endpoint=https://...&region=...")
      .optional(),
    /** Where browsers fetch media from (a CDN or the bucket's public address) instead of this server's /media. */
    MEDIA_PUBLIC_URL: z.url().optional(),
    /** Webhooks may go to loopback and private network addresses, and over plain http (an intranet; the tests). Metadata and link-local addresses stay refused. */
    WEBHOOK_ALLOW_PRIVATE: flag.default(false),
    /** Requests to the JSON API per API key per minute, across all instances (decision 0036). */
    API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Site searches (the page and the suggestions together) per address per minute. */
    SEARCH_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** "cheap-for-tests" makes password hashes about 100 times cheaper, for the test suite only (password-hashing.server.ts). */
    PASSWORD_HASHING: z.enum(["standard", "cheap-for-tests"]).default("standard"),
    /** Whether admins and editors must use two-step sign-in; unset: required unless PUBLIC_URL is a loopback address. */
    STAFF_TWO_FACTOR: z.enum(["required", "optional"]).optional(),
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
      if (raw.PASSWORD_HASHING !== "standard") {
        ctx.addIssue({ code: "custom", path: ["PASSWORD_HASHING"], message: "is for tests only and refused in production" });
      }
    }
    const dkim = readDkim(raw, ctx);
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
      // The README's local admin (and the tests, on 127.0.0.1) still sign in with a password alone (issue 33).
      STAFF_TWO_FACTOR: raw.STAFF_TWO_FACTOR ?? (LOOPBACK_HOSTS.has(new URL(publicUrl).hostname) ? "optional" : "required"),
      MEDIA_PUBLIC_URL: raw.MEDIA_PUBLIC_URL?.replace(/\/$/, ""),
      secureCookies: publicUrl.startsWith("https://"),
      dkim,
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
