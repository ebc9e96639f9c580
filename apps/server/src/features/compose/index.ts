// The compose feature's front door (so far: its part of the user's data).
export { composeUserData } from "./user-data.ts";
