// The cover letters' front door (so far: its part of the user's data).
export { coverLettersUserData } from "./user-data.ts";
