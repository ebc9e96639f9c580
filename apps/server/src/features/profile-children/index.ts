// The profile lists' front door (so far: its part of the user's data).
export { profileChildrenUserData } from "./user-data.ts";
