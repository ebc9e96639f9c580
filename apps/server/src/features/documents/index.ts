// The documents' front door (so far: its part of the user's data).
export { documentsUserData } from "./user-data.ts";
