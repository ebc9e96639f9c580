import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PREMIUM_AREAS } from "@jah/shared";
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .default("")
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

/** PAYMENTS: off (the default; everyone has everything) or stripe. The old flag spellings still work. */
const paymentsModeSchema = z
  .string()
  .default("off")
  .transform((v, ctx) => {
    const value = v.trim().toLowerCase();
    if (["", "off", "0", "false", "no"].includes(value)) return "off" as const;
    // "1"/"on"/"true" predate the Stripe integration and meant "plans are on".
    if (["stripe", "1", "on", "true", "yes"].includes(value)) return "stripe" as const;
    ctx.addIssue({ code: "custom", message: "PAYMENTS must be off or stripe" });
    return z.NEVER;
  });

const planSchema = z.object({
  key: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  name: z.string().min(1).max(80),
  areas: z.array(z.enum(PREMIUM_AREAS)).min(1),
  /** Profiles the plan allows; absent: no limit. */
  profiles: z.number().int().positive().optional(),
  prices: z
    .array(
      z.object({
        interval: z.enum(["month", "year"]),
        priceId: z.string().min(1),
        /** Gross price in cents, as configured in Stripe (shown on our pricing table). */
        cents: z.number().int().nonnegative(),
      }),
    )
    .min(1),
});

export type Plan = z.infer<typeof planSchema>;

/** PAYMENT_PLANS: a JSON list of plans (see docs/configuration.md). */
const plansSchema = z
  .string()
  .default("[]")
  .transform((text, ctx) => {
    try {
      const parsed = z.array(planSchema).safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: parsed.error.issues.map((i) => i.message).join("; ") });
    } catch {
      ctx.addIssue({ code: "custom", message: "PAYMENT_PLANS must be JSON" });
    }
    return z.NEVER;
  });

/** The payments feature's part of the configuration (issue 13): plans, Stripe and invoice details. */
export type PaymentsConfig = {
  mode: "off" | "stripe";
  plans: Plan[];
  /** Null while STRIPE_SECRET_KEY is unset: checkout and portal answer 503. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null;
  /** What every invoice names as the seller (§14 UStG). */
  seller: { name: string; address: string[]; vatId: string };
  /** German VAT in whole percent for invoices to consumers and German businesses. */
  vatRatePercent: number;
};

/** The bot check's signing key and how much work a challenge asks for. */
export type BotCheckConfig = {
  /** Signs challenges; derived from AUTH_SECRET so no second secret has to be kept. */
  hmacSecret: string;
  /** Signs the expected answer inside a challenge (a second derived key, as altcha-lib wants two). */
  hmacKeySecret: string;
  /** BOT_CHECK_DIFFICULTY: the largest counter a client may have to try (SHA-256 each). */
  maxNumber: number;
};

/** Both keys come from the server secret by HMAC with a purpose label, so neither reveals it. */
function botCheckConfig(authSecret: string, maxNumber: number): BotCheckConfig {
  const derive = (purpose: string) => createHmac("sha256", authSecret).update(purpose).digest("hex");
  return { hmacSecret: derive("bot-check challenge"), hmacKeySecret: derive("bot-check key"), maxNumber };
}

/** An S3-compatible bucket for stored files (STORAGE=s3, and the source or target of storage:migrate). */
export type S3Settings = {
  /** Empty for AWS itself; the URL of MinIO, Garage, Ceph, R2 and the like. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key), not the host name: MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
};

/**
 * STORAGE_QUOTA_MB: the space each user's files may take, in MB (1,000,000 bytes, as the 5 MB upload
 * limit), as bytes; 0 or "off" for no total (null).
 */
const storageQuotaSchema = z
  .string()
  .default("500")
  .transform((v, ctx) => {
    const value = v.trim().toLowerCase();
    if (value === "off" || value === "0") return null;
    if (/^\d{1,9}$/.test(value)) return Number(value) * 1_000_000;
    ctx.addIssue({ code: "custom", message: "STORAGE_QUOTA_MB must be a whole number of MB, or off" });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Only this machine by default: `npm start` on a laptop must not serve the app to the local network
  // (issue 37). The container image and compose.yaml set 0.0.0.0.
  HOST: z.string().default("127.0.0.1"),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional().or(z.literal("")),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().default(""),
  S3_ACCESS_KEY_ID: z.string().default(""),
  S3_SECRET_ACCESS_KEY: z.string().default(""),
  S3_FORCE_PATH_STYLE: flag,
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
  ADMIN_EMAILS: z.string().default(""),
  DEMO_MODE: flag,
  DEMO_START_LIMIT: z.coerce.number().int().positive().default(10),
  PAYMENTS: paymentsModeSchema,
  PAYMENT_PLANS: plansSchema,
  STRIPE_SECRET_KEY: z.string().default(""),
  STRIPE_WEBHOOK_SECRET: z.string().default(""),
  STRIPE_API_BASE: z.url().optional().or(z.literal("")),
  SELLER_NAME: z.string().default(""),
  SELLER_ADDRESS: z.string().default(""),
  SELLER_VAT_ID: z.string().default(""),
  VAT_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(19),
  STAGING: flag,
  TRUST_PROXY: flag,
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional()
    .or(z.literal("")),
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN must be at least 16 characters")
    .optional()
    .or(z.literal("")),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: flag,
  EXTENSION_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  EXTENSION_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().optional(),
  CONTENT_DIR: z.string().optional(),
  PDF_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  PDF_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  WORKER_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(30_000),
  PDF_WARM_UP: z
    .enum(["on", "off", "1", "0", "true", "false", "yes", "no", ""], {
      error: "PDF_WARM_UP must be on or off",
    })
    .default("on")
    .transform((v) => !["off", "0", "false", "no"].includes(v)),
  MEMORY_TRIM_IDLE_MS: z.coerce.number().int().min(0).default(5_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_GMAIL_API_URL: z.url().default("https://gmail.googleapis.com"),
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
  JOB_SOURCES: z
    .enum(["on", "off", "1", "0", "true", "false", "yes", "no", ""], {
      error: "JOB_SOURCES must be on or off",
    })
    .default("on")
    .transform((v) => !["off", "0", "false", "no"].includes(v)),
  JOB_SOURCES_BUNDESAGENTUR_URL: z.url().optional().or(z.literal("")),
  JOB_SOURCES_ARBEITNOW_URL: z.url().optional().or(z.literal("")),
  LEGAL_DIR: z.string().optional(),
  BOT_CHECK_DIFFICULTY: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
  STORAGE_QUOTA_MB: storageQuotaSchema,
});

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /** PostgreSQL: `poolSize` connections at most for the app (default 10); the sign-in pool has at most 5. */
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; poolSize?: number };
  /** Where stored files live: DATA_DIR/files, or an S3-compatible bucket (STORAGE=s3). */
  storage: "local" | "s3";
  /** The bucket's settings whenever S3_BUCKET is set (also for `npm run storage:migrate` while STORAGE=local). */
  s3: S3Settings | null;
  authSecret: string;
  smtpUrl: string | undefined;
  /**
   * The operator's sender of system mails (MAIL_FROM), used as given; undefined when unset or empty:
   * then each mail names the product in its own language (mail/system-sender.ts).
   */
  mailFrom: string | undefined;
  outboxDir: string;
  adminEmails: string[];
  demoMode: boolean;
  /** Demo accounts one client address may start per hour (POST /api/demo/start). */
  demoStartLimit: number;
  /** True with PAYMENTS=stripe: premium areas need a plan or a granted free year. */
  payments: boolean;
  /** Plans, Stripe and invoice details (issue 13); mode "off" leaves everything open. */
  billing: PaymentsConfig;
  staging: boolean;
  trustProxy: boolean;
  /** Requests per minute and client address on each sign-in, sign-up, reset and verification endpoint. */
  authRateLimit: number;
  /** The proof-of-work check on sign-up, reset and new verification links (issue 25). */
  botCheck: BotCheckConfig;
  /** Rate-limit counters in Redis instead of the database (null: the database). */
  redisUrl: string | null;
  /** Bearer token for GET /metrics (Prometheus); null: /metrics answers 404. */
  metricsToken: string | null;
  /** On SIGTERM: how long running requests and the current job step may take before the process ends. */
  shutdownGraceMs: number;
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
  /** warmUp: a PDF worker starts when a profile is created, opened or saved, ahead of its download. */
  pdf: { workers: number; timeoutMs: number; warmUp: boolean };
  /** PDF worker threads end after this long without work; the next render starts one again. */
  workerIdleTimeoutMs: number;
  /** After this long without a request the server compacts its heap and gives memory back; 0 never. */
  memoryTrimIdleMs: number;
  /** Google OAuth for the Gmail connection: null unless both client id and secret are set. */
  google: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    /** Where the Gmail API answers (replies are read through it); a local fake in tests. */
    gmailApiUrl: string;
  } | null;
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
  /**
   * The default job sources (issue 24): on, a fresh install collects from keyless public sources until
   * an administrator saves a configuration of their own; the addresses replace the APIs' own (a mirror,
   * or a test's local server).
   */
  jobSources: { defaults: boolean; bundesagenturUrl: string | null; arbeitnowUrl: string | null };
  /** The operator's legal pages, {de,en}/<page>.md (LEGAL_DIR; CONTENT_DIR/legal by default). */
  legalDir: string;
  /** Bytes each user's uploads and reply attachments may take together (STORAGE_QUOTA_MB); null: no total. */
  storageQuotaBytes: number | null;
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
  const s3 = s3Settings(e);
  if (e.STORAGE === "s3" && !s3) {
    throw new Error(
      "Invalid configuration:\nSTORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    database: isPostgres
      ? { kind: "postgres", url, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: "sqlite", file: url ? url.replace(/^sqlite:/, "") : path.join(dataDir, "app.sqlite") },
    storage: e.STORAGE,
    s3,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM?.trim() || undefined,
    outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, "outbox")),
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    demoMode: e.DEMO_MODE,
    demoStartLimit: e.DEMO_START_LIMIT,
    payments: e.PAYMENTS === "stripe",
    billing: {
      mode: e.PAYMENTS,
      plans: e.PAYMENT_PLANS,
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE || null,
          }
        : null,
      seller: {
        name: e.SELLER_NAME,
        // One address line per "|" (env files hold one line).
        address: e.SELLER_ADDRESS.split("|")
          .map((l) => l.trim())
          .filter(Boolean),
        vatId: e.SELLER_VAT_ID,
      },
      vatRatePercent: e.VAT_RATE_PERCENT,
    },
    staging: e.STAGING,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    botCheck: botCheckConfig(e.AUTH_SECRET ?? readOrCreateSecret(dataDir), e.BOT_CHECK_DIFFICULTY),
    redisUrl: e.REDIS_URL || null,
    metricsToken: e.METRICS_TOKEN || null,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    jobImportAllowPrivateNetworks: e.JOB_IMPORT_ALLOW_PRIVATE_NETWORKS,
    extensionRateLimit: e.EXTENSION_RATE_LIMIT,
    extensionDistDir: path.resolve(
      e.EXTENSION_DIST_DIR || path.join(import.meta.dirname, "../../extension/dist"),
    ),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, "../../web/dist")),
    contentDir: path.resolve(e.CONTENT_DIR ?? path.join(import.meta.dirname, "../../../content")),
    pdf: { workers: e.PDF_WORKERS, timeoutMs: e.PDF_TIMEOUT_MS, warmUp: e.PDF_WARM_UP },
    workerIdleTimeoutMs: e.WORKER_IDLE_TIMEOUT_MS,
    memoryTrimIdleMs: e.MEMORY_TRIM_IDLE_MS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            gmailApiUrl: e.GOOGLE_GMAIL_API_URL.replace(/\/+$/, ""),
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
    jobSources: {
      defaults: e.JOB_SOURCES,
      bundesagenturUrl: e.JOB_SOURCES_BUNDESAGENTUR_URL || null,
      arbeitnowUrl: e.JOB_SOURCES_ARBEITNOW_URL || null,
    },
    legalDir: path.resolve(
      e.LEGAL_DIR ?? path.join(e.CONTENT_DIR ?? path.join(import.meta.dirname, "../../../content"), "legal"),
    ),
    storageQuotaBytes: e.STORAGE_QUOTA_MB,
  };
}

/** The S3 settings when a bucket and its keys are given; null otherwise. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | null {
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: e.S3_ENDPOINT || undefined,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
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
