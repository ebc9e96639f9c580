import path from "node:path";
import rateLimit from "@fastify/rate-limit";
import { CV_IMPORT_MAX_BYTES } from "@jah/shared";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { AiClient } from "./ai/client.ts";
import { warnWithoutAdministrators } from "./auth/administrators.ts";
import { type Auth, createAuth } from "./auth/auth.ts";
import { botCheckRoutes } from "./auth/bot-check-routes.ts";
import { createGuards } from "./auth/guards.ts";
import { authRoutes } from "./auth/routes.ts";
import { DELIVERY_JOBS, registerJobs } from "./background-jobs.ts";
import type { Config } from "./config.ts";
import { SecretBox } from "./crypto/secret-box.ts";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import {
  AccountPurge,
  accountDeletionRoutes,
  accountRoutes,
  accountSessionRoutes,
  emailChangeRoutes,
  passkeyRoutes,
  storageUsageRoutes,
  twoFactorRoutes,
} from "./features/account/index.ts";
import { adminRoutes } from "./features/admin/index.ts";
import { aiLetterRoutes } from "./features/ai-letter/index.ts";
import { appointmentRoutes } from "./features/application-appointments/index.ts";
import { noteRoutes } from "./features/application-notes/index.ts";
import { applicationRoutes, FollowUpReminders } from "./features/applications/index.ts";
import { blogPostLoader, blogRoutes } from "./features/blog/index.ts";
import { calendarRoutes } from "./features/calendar/index.ts";
import { composeRoutes, markApplicationSent } from "./features/compose/index.ts";
import { publicConfigRoutes } from "./features/config/index.ts";
import { connectionRoutes } from "./features/connections/index.ts";
import { coverLetterPdfRoute, coverLetterRoutes } from "./features/coverletters/index.ts";
import { CvParsePool, cvImportRoutes } from "./features/cv-import/index.ts";
import { DataExports, dataExportRoutes } from "./features/data-export/index.ts";
import { dataResetRoutes } from "./features/data-reset/index.ts";
import { DemoCleanup, demoRestrictions, demoRoutes, keepDemoMailLocal } from "./features/demo/index.ts";
import { documentRoutes } from "./features/documents/index.ts";
import {
  createTokenGuards,
  extensionRoutes,
  perTokenRateLimit,
  registerExtensionCors,
} from "./features/extension/index.ts";
import { fitRoutes } from "./features/fit/index.ts";
import { inboxRoutes, MailboxReader } from "./features/inbox/index.ts";
import { insightsRoutes } from "./features/insights/index.ts";
import { defaultCrawlerConfig, JobCrawler, jobRoutes } from "./features/job-ads/index.ts";
import { JobAlerts, jobAlertRoutes } from "./features/job-alerts/index.ts";
import { jobImportRoutes } from "./features/job-import/index.ts";
import { legalRoutes, warnWithoutLegalPages } from "./features/legal/index.ts";
import { paymentRoutes, pricingPagePaths, registerPremium } from "./features/payments/index.ts";
import {
  jsonResumeRoutes,
  profileRenderRoutes,
  profileRoutes,
  profileSectionRoutes,
} from "./features/profiles/index.ts";
import { registerRoutes } from "./features/register/index.ts";
import { reportRoutes } from "./features/reports/index.ts";
import { userLanguage, userSettingsRoutes } from "./features/usersettings/index.ts";
import { registerApiDocs } from "./http/api-docs.ts";
import { registerBodyDepthLimit } from "./http/body-depth.ts";
import { canonicalApiUrl } from "./http/canonical-path.ts";
import { contentPathExists } from "./http/content-paths.ts";
import { registerErrorHandling } from "./http/errors.ts";
import { healthRoutes } from "./http/health.ts";
import { logDestination, loggerOptions, QuietRequestLog } from "./http/logging.ts";
import { rateLimitCounters } from "./http/rate-limit-counters.ts";
import { clearExpiredRateLimits } from "./http/rate-limit-store.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { within } from "./http/shutdown.ts";
import { registerWebApp } from "./http/static.ts";
import { registerStorableInput } from "./http/storable-input.ts";
import { MailQueue } from "./mail/queue.ts";
import { SentMailQueue } from "./mail/sent-mail-queue.ts";
import { createMailTransport, type MailTransport } from "./mail/transport.ts";
import { timePools } from "./metrics/instrument.ts";
import type { Metrics } from "./metrics/metrics.ts";
import { metricsRoutes, registerRequestMetrics } from "./metrics/routes.ts";
import { mailQueueStats } from "./metrics/sources.ts";
import { readyRoutes } from "./ops/ready.ts";
import { PdfPool } from "./pdf/pool.ts";
import { JobRunner, type JobRunnerOptions } from "./schedule/runner.ts";
import { createFileStorage, StorageQuota } from "./storage/index.ts";
import { type UserDataParts, userDataParts } from "./user-data-parts.ts";

export type Server = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailQueue: MailQueue;
  /** Application mails sent through users' own accounts. */
  sentMail: SentMailQueue;
  reminders: FollowUpReminders;
  /** Deletes the accounts whose deletion date has passed. */
  accountPurge: AccountPurge;
  /** Deletes the demo accounts older than 24 hours. */
  demoCleanup: DemoCleanup;
  /** Collects job ads from the sources configured on /appsettings/. */
  crawler: JobCrawler;
  /** Mails each profile's new matching ads daily or weekly. */
  jobAlerts: JobAlerts;
  /** Renders CVs in worker threads (downloads, previews, mail attachments). */
  pdf: PdfPool;
  /** Builds the zips of the data export (GDPR article 20) and sweeps the expired ones. */
  dataExports: DataExports;
  /** Reads employers' replies from users' own mailboxes (IMAP). */
  mailboxReader: MailboxReader;
  /** Every feature's part of the user's data: exported, purged, seeded and reset through these. */
  userData: UserDataParts;
  /** Each user's storage total (STORAGE_QUOTA_MB) over the files their parts keep. */
  storageQuota: StorageQuota;
  /** Runs every background job, one instance at a time per job (leases in the database). */
  jobs: JobRunner;
  /** Graceful stop (SIGTERM): see the implementation; `graceMs` defaults to SHUTDOWN_GRACE_MS. */
  close: (graceMs?: number) => Promise<void>;
};

export type ServerOptions = {
  mailTransport?: MailTransport;
  /** Where log lines go (stdout when unset); tests read them to prove no secret is logged. */
  logStream?: NodeJS.WritableStream;
  /** false: scheduled jobs do not start on their own (tests run them explicitly); mail delivery still polls. */
  jobs?: boolean;
  /** The job runner's options (tests: instance id, short leases, a clock). */
  jobRunner?: Partial<Omit<JobRunnerOptions, "db" | "log">>;
};

/** Opens the database, migrates it and builds the Fastify app with every area mounted. */
type CompilersFactory = NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"];

export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  // Tests pass their own stream; a terminal gets readable lines, anything else pino's JSON on stdout.
  const stream = options.logStream ?? logDestination();
  const logger = { ...loggerOptions(config.logLevel), ...(stream ? { stream } : {}) };
  const app = Fastify({
    logger,
    logController: new QuietRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // One spelling per API path before routing (issue 37): guards and better-auth see the same path.
    rewriteUrl: (request) => canonicalApiUrl(request.url ?? "/"),
    // "/API/AUTH/SIGN-UP/EMAIL" is the guarded route, not the unguarded catch-all; params keep their case.
    // Canonical paths have no trailing slash, so "/api/blog/" is reached as "/api/blog".
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Every route validates and serialises with zod's compilers (set below too). Named here, they keep
    // Fastify from loading its default ones (Ajv and fast-json-stringify, about 0.5 MB of code that an
    // idle server held for nothing).
    // (Fastify's types know only factories of Ajv-style compilers; zod's are the same shape at run time.)
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      } as unknown as CompilersFactory,
    },
  });
  const database = openDatabase(config, app.log);
  await migrateToLatest(database);
  await warnWithoutAdministrators(database.db, config, app.log);
  warnWithoutLegalPages(config, app.log);
  // Mails to demo accounts stay in the outbox whatever transport the others take.
  const transport = keepDemoMailLocal(
    options.mailTransport ?? createMailTransport(config, app.log),
    createMailTransport({ ...config, smtpUrl: undefined }, app.log),
  );
  // Only a configured METRICS_TOKEN lets anyone read the series: without one, nothing is counted and
  // prom-client (with its event-loop and GC observers) is never loaded.
  const metrics: Metrics | null = config.metricsToken
    ? new (await import("./metrics/metrics.ts")).Metrics({
        mailQueues: () => mailQueueStats(database.db),
        pools: () => database.poolStats(),
      })
    : null;
  if (metrics) registerRequestMetrics(app, metrics);
  const mailQueue = new MailQueue(database.db, transport, app.log, () =>
    metrics?.mailSendFailures.inc({ queue: "system" }),
  );
  const auth = createAuth({
    config,
    database,
    mailQueue,
    log: app.log,
    languageOf: (userId) => userLanguage(database.db, userId),
  });
  const guards = createGuards(database.db, config);
  const db = database.db;
  const demo = demoRestrictions(db, config);
  // Premium areas (issue 13): mounted with the entitlement check; exactly as before with PAYMENTS=off.
  const premium = { db, config, guards };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before every route: no body nested past a few levels, and text every database can store, in
  // bodies, queries and path parameters.
  registerBodyDepthLimit(app);
  registerStorableInput(app);
  registerSecurityHeaders(app, { https: config.appUrl.startsWith("https://") });
  // Before any route: the browser extension's routes answer its origins (and only its routes).
  registerExtensionCors(app);
  // Counted in the database (or Redis with REDIS_URL), so several instances share one limit per client.
  await app.register(rateLimit, { global: false, ...(await rateLimitCounters(app, config, database)) });
  registerApiDocs(app);

  await app.register(authRoutes, { auth, max: config.authRateLimit, db, botCheck: config.botCheck });
  await app.register(botCheckRoutes, { db, botCheck: config.botCheck, max: config.authRateLimit });
  await app.register(registerRoutes, { db, config, mailQueue, auth });
  await app.register(userSettingsRoutes, { db, guards, config });
  await app.register(accountRoutes, { db, guards, config });
  await app.register(accountSessionRoutes, { db, guards, auth, config });
  await app.register(accountDeletionRoutes, { db, guards, config, mailQueue });
  await app.register(twoFactorRoutes, { db, guards, auth, config });
  await app.register(passkeyRoutes, { db, guards });
  await app.register(emailChangeRoutes, { db, guards, auth, config, mailQueue });
  const storage = createFileStorage(config);
  const exportsDir = path.join(config.dataDir, "exports");
  const userData = userDataParts({ storage, exportsDir, billing: config.billing });
  const storageQuota = new StorageQuota({
    limitBytes: config.storageQuotaBytes,
    parts: userData,
    dialect: database.dialect,
  });
  await app.register(storageUsageRoutes, { db, guards, quota: storageQuota });
  const crawler = new JobCrawler(
    db,
    app.log,
    { allowPrivate: config.jobImportAllowPrivateNetworks },
    defaultCrawlerConfig(config.jobSources),
  );
  const jobs = new JobRunner({
    db,
    log: app.log,
    onRun: (name, ms, error) => metrics?.jobRan(name, ms, error),
    ...options.jobRunner,
  });
  const jobAlerts = new JobAlerts(db, mailQueue, config, app.log);
  await app.register(adminRoutes, { db, guards, crawler, jobs, jobAlerts });
  await app.register(publicConfigRoutes, { config });
  // PAYMENTS=off: no payment endpoint exists at all.
  if (config.payments) await app.register(paymentRoutes, { db, guards, config, mailQueue });
  await registerPremium(app, premium, "applications", applicationRoutes, { db, guards });
  await registerPremium(app, premium, "applications", noteRoutes, { db, guards });
  await registerPremium(app, premium, "applications", appointmentRoutes, { db, guards });
  await app.register(coverLetterRoutes, { db, guards });
  await app.register(aiLetterRoutes, { db, guards, config });
  await registerPremium(app, premium, "document", documentRoutes, {
    db,
    guards,
    demo,
    storage,
    quota: storageQuota,
  });
  const pdf = new PdfPool({
    threads: config.pdf.workers,
    timeoutMs: config.pdf.timeoutMs,
    idleTimeoutMs: config.workerIdleTimeoutMs,
  });
  app.addHook("onClose", () => pdf.close());
  await app.register(profileRoutes, {
    db,
    guards,
    config,
    demo,
    warmRenderer: config.pdf.warmUp ? (template) => void pdf.warmUp(template) : undefined,
  });
  await app.register(profileSectionRoutes, { db, guards });
  // calculatefit reads the application; matching jobs are the "jobs" area (issue 25).
  await registerPremium(app, premium, "applications", fitRoutes, { db, guards });
  await registerPremium(app, premium, "jobs", jobRoutes, { db, guards, config, crawler });
  // The alert's settings are part of the jobs plan; the unsubscribe link (no sign-in) stays open to
  // everyone who got one, as registerPremium leaves routes without the sign-in guard alone.
  await registerPremium(app, premium, "jobs", jobAlertRoutes, { db, guards, config });
  await app.register(jsonResumeRoutes, { db, guards, config });
  const cvParser = new CvParsePool({
    timeoutMs: config.cvImport.timeoutMs,
    maxBytes: CV_IMPORT_MAX_BYTES,
    // The built server (dist/main.js, see scripts/server-build.mjs) has the worker bundled beside it;
    // from source the pool takes its worker.mjs, which registers tsx.
    ...(import.meta.url.endsWith(".ts")
      ? {}
      : { workerUrl: new URL("./cv-import-worker.js", import.meta.url) }),
  });
  app.addHook("onClose", () => cvParser.close());
  await app.register(cvImportRoutes, { db, guards, config, demo, pool: cvParser });
  if (metrics) timePools(metrics, pdf, cvParser);
  await app.register(profileRenderRoutes, { db, guards, pdf });
  await app.register(coverLetterPdfRoute, { db, guards, pdf });
  const dataExports = new DataExports({
    db,
    storage,
    pdf,
    parts: userData,
    dir: exportsDir,
    secret: config.authSecret,
    log: app.log,
  });
  // Running builds are broken off (and marked failed) before the database closes.
  app.addHook("onClose", () => dataExports.close());
  await app.register(dataExportRoutes, { guards, exports: dataExports, config });
  await app.register(demoRoutes, { db, auth, guards, config, parts: userData });
  await app.register(dataResetRoutes, { db, parts: userData, guards, config });
  const box = new SecretBox(config.authSecret);
  const accountTransport = {
    google: config.google,
    allowPrivateNetworks: config.mailAccountAllowPrivateNetworks,
  };
  const sentMail = new SentMailQueue({
    db,
    storage,
    box,
    transport: accountTransport,
    log: app.log,
    onSendFailed: () => metrics?.mailSendFailures.inc({ queue: "application" }),
    // Once a mail is out its application becomes sent and applied, in the transaction that marks it sent.
    onDelivered: markApplicationSent,
  });
  await registerPremium(app, premium, "applications", connectionRoutes, {
    db,
    guards,
    config,
    demo,
    box,
    transport: accountTransport,
  });
  await registerPremium(app, premium, "applications", composeRoutes, {
    db,
    guards,
    pdf,
    queue: sentMail,
    mailRefusal: demo.mailRefusal,
  });
  await app.register(healthRoutes);
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(readyRoutes, { db, storage });
  const tokenGuards = createTokenGuards(db, auth, guards);
  await app.register(jobImportRoutes, {
    config,
    authenticate: tokenGuards.sessionOrToken,
    rateLimit: perTokenRateLimit(config.extensionRateLimit),
  });
  await app.register(extensionRoutes, { db, auth, guards, tokenGuards, config });
  await registerPremium(app, premium, "applications", reportRoutes, { db, guards });
  // Insights are built from the applications: the same plan (issue 25).
  await registerPremium(app, premium, "applications", insightsRoutes, { db, guards });
  await registerPremium(app, premium, "applications", inboxRoutes, { db, guards });
  await registerPremium(app, premium, "applications", calendarRoutes, { db, guards, config });
  const blogPosts = blogPostLoader(config.contentDir);
  await app.register(blogRoutes, { config, posts: blogPosts });
  await app.register(legalRoutes, { legalDir: config.legalDir });
  await registerWebApp(app, config.webDistDir, {
    extraPages: pricingPagePaths(config),
    contentExists: (page) =>
      contentPathExists(page, async () => new Set((await blogPosts()).map((post) => post.id))),
  });

  mailQueue.start();
  sentMail.start();
  const reminders = new FollowUpReminders(db, mailQueue, config, app.log);
  const accountPurge = new AccountPurge(
    { db, parts: userData, outboxDir: config.smtpUrl ? null : config.outboxDir },
    app.log,
  );
  const demoCleanup = new DemoCleanup({ db, parts: userData, outboxDir: config.outboxDir }, app.log);
  const mailboxReader = new MailboxReader({
    db,
    box,
    allowPrivateNetworks: config.mailAccountAllowPrivateNetworks,
    log: app.log,
    google: config.google,
    ai: config.ai ? { db, client: new AiClient(config.ai, app.log), limits: config.aiLimits } : null,
    quota: storageQuota,
  });
  registerJobs(jobs, {
    mailboxReader,
    mailQueue,
    sentMail,
    reminders,
    accountPurge,
    demoCleanup,
    dataExports,
    crawler,
    jobAlerts,
    clearRateLimits: () => clearExpiredRateLimits(db),
  });
  jobs.start(options.jobs === false ? DELIVERY_JOBS : undefined);
  return {
    app,
    config,
    database,
    auth,
    mailQueue,
    sentMail,
    reminders,
    accountPurge,
    demoCleanup,
    crawler,
    jobAlerts,
    pdf,
    dataExports,
    mailboxReader,
    userData,
    storageQuota,
    jobs,
    close: async (graceMs = config.shutdownGraceMs) => {
      // No new job runs or requests; the running ones get graceMs to finish (the job step, the request,
      // the mail being sent), then connections are cut. Leases are released so another instance goes on.
      const deadline = Date.now() + graceMs;
      const left = () => Math.max(0, deadline - Date.now());
      const closing = app.close();
      const [, closedInTime] = await Promise.all([jobs.stop(graceMs), within(graceMs, closing)]);
      if (!closedInTime) {
        app.log.warn({ graceMs }, "requests still running at the end of the grace period: cutting them off");
        app.server.closeAllConnections();
        await closing;
      }
      await within(left(), Promise.all([mailQueue.stop(), sentMail.stop()]));
      transport.close();
      await database.destroy();
    },
  };
}
