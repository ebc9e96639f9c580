// The browser extension's front door (so far: its part of the user's data).
export { extensionUserData } from "./user-data.ts";
