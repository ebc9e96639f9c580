// The applications' front door (so far: its part of the user's data).
export { applicationsUserData } from "./user-data.ts";
