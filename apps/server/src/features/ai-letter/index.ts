// The AI letter's front door (so far: its part of the user's data).
export { aiLetterUserData } from "./user-data.ts";
