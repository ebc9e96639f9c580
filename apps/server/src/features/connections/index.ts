// The mail connections' front door (so far: its part of the user's data).
export { connectionsUserData } from "./user-data.ts";
