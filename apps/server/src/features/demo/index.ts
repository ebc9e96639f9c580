// The demo system's front door (so far: the hourly clean-up of old demo accounts).
export { DemoCleanup } from "./cleanup-job.ts";
