// The CV profiles' front door: its part of the user's data.
export { profilesUserData } from "./user-data.ts";
