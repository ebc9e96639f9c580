// Plans and payments' front door (so far: its part of the user's data).
export { paymentsUserData } from "./user-data.ts";
