// The demo system's front door: its routes, the restrictions other features apply to demo accounts,
// the hourly clean-up, the sample data and the seed that writes it through every user-data part.
export { type DemoCleanupDeps, purgeExpiredDemoAccounts } from "./cleanup.ts";
export { DemoCleanup } from "./cleanup-job.ts";
export { keepDemoMailLocal } from "./mail.ts";
export { type DemoRestrictions, demoRestrictions } from "./restrictions.ts";
export { demoRoutes } from "./routes.ts";
export { type SampleData, type SampleReply, sampleData } from "./sample-data.ts";
export { type DemoSeed, insertSampleData } from "./seed.ts";
export { demoUserData } from "./user-data.ts";
