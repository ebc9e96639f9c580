// The account's front door (so far: the hourly purge of accounts whose deletion is due).
export { AccountPurge } from "./purge-job.ts";
