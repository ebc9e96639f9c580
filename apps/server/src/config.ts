import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .default("")
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Job Application Helper <no-reply@localhost>"),
  MAIL_OUTBOX_DIR: z.string().optional(),
  ADMIN_EMAILS: z.string().default(""),
  DEMO_MODE: flag,
  DEMO_START_LIMIT: z.coerce.number().int().positive().default(10),
  PAYMENTS: flag,
  STAGING: flag,
  TRUST_PROXY: flag,
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: flag,
  EXTENSION_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  EXTENSION_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().optional(),
  CONTENT_DIR: z.string().optional(),
  PDF_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  PDF_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: flag,
  CV_IMPORT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  AI_BASE_URL: z.url().optional().or(z.literal("")),
  AI_API_KEY: z.string().default(""),
  AI_MODEL: z.string().default(""),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_REQUESTS_PER_HOUR: z.coerce.number().int().min(0).default(20),
  AI_MONTHLY_TOKENS: z.coerce.number().int().min(0).default(200_000),
  ACCOUNT_DELETION_DAYS: z.coerce.number().int().min(0).max(365).default(14),
});

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  adminEmails: string[];
  demoMode: boolean;
  /** Demo accounts one client address may start per hour (POST /api/demo/start). */
  demoStartLimit: number;
  payments: boolean;
  staging: boolean;
  trustProxy: boolean;
  /** Requests per minute and client address on each sign-in, sign-up, reset and verification endpoint. */
  authRateLimit: number;
  /** Lets the job-link import fetch private and loopback addresses: for tests and intranet job boards only. */
  jobImportAllowPrivateNetworks: boolean;
  /** Browser extension: requests per minute per token (and per address for connect polls). */
  extensionRateLimit: number;
  /** Where `npm run build:extension` writes chrome.zip and firefox.zip, served on /extension. */
  extensionDistDir: string;
  logLevel: string;
  webDistDir: string;
  /** Blog posts (content/blog/{en,de}) and their images. */
  contentDir: string;
  /** CV rendering: worker threads at most (0: one less than the cores, at least 1) and the time limit of one render. */
  pdf: { workers: number; timeoutMs: number };
  /** Google OAuth for the Gmail connection: null unless both client id and secret are set. */
  google: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string } | null;
  /** Lets users' mail accounts point at private and loopback addresses (a LAN relay; tests). */
  mailAccountAllowPrivateNetworks: boolean;
  /** CV import: the hard time limit of one parse (its worker thread is ended after it). */
  cvImport: { timeoutMs: number };
  /** An OpenAI-compatible provider for the CV import's second opinion: null unless base URL and model are set. */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number; maxRetries: number } | null;
  /** Per user: AI requests per hour and tokens per calendar month (UTC); 0 switches a limit off. */
  aiLimits: { requestsPerHour: number; monthlyTokens: number };
  /** Days from confirming an account deletion to the purge of its data. */
  accountDeletionDays: number;
};

/** Reads the environment into a typed config with defaults that work on a fresh machine. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const url = e.DATABASE_URL;
  const isPostgres = url !== undefined && /^postgres(ql)?:\/\//.test(url);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    database: isPostgres
      ? { kind: "postgres", url }
      : { kind: "sqlite", file: url ? url.replace(/^sqlite:/, "") : path.join(dataDir, "app.sqlite") },
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, "outbox")),
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    demoMode: e.DEMO_MODE,
    demoStartLimit: e.DEMO_START_LIMIT,
    payments: e.PAYMENTS,
    staging: e.STAGING,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    jobImportAllowPrivateNetworks: e.JOB_IMPORT_ALLOW_PRIVATE_NETWORKS,
    extensionRateLimit: e.EXTENSION_RATE_LIMIT,
    extensionDistDir: path.resolve(
      e.EXTENSION_DIST_DIR || path.join(import.meta.dirname, "../../extension/dist"),
    ),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, "../../web/dist")),
    contentDir: path.resolve(e.CONTENT_DIR ?? path.join(import.meta.dirname, "../../../content")),
    pdf: { workers: e.PDF_WORKERS, timeoutMs: e.PDF_TIMEOUT_MS },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
          }
        : null,
    mailAccountAllowPrivateNetworks: e.MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS,
    cvImport: { timeoutMs: e.CV_IMPORT_TIMEOUT_MS },
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
            maxRetries: e.AI_MAX_RETRIES,
          }
        : null,
    aiLimits: { requestsPerHour: e.AI_REQUESTS_PER_HOUR, monthlyTokens: e.AI_MONTHLY_TOKENS },
    accountDeletionDays: e.ACCOUNT_DELETION_DAYS,
  };
}

/** A fresh install gets a random secret once; restarts keep it so sessions and links stay valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
