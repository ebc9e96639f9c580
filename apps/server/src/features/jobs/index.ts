// The job ads' front door (so far: the user's marks as its part of the user's data).
export { jobsUserData } from "./user-data.ts";
