// The CV profiles' front door: the download header other features answer files with, and its part
// of the user's data.
export { contentDisposition } from "./content-disposition.ts";
export { profilesUserData } from "./user-data.ts";
