// The CV profiles' front door: one profile as the API shows it (other features read it), its photo,
// saving an imported CV as a profile, the routes, and its part of the user's data.
export type { ImportedProfile } from "./json-resume/import.ts";
export { jsonResumeRoutes } from "./json-resume/routes.ts";
export { saveImportedProfile } from "./json-resume/save.ts";
export { readPicture } from "./picture.ts";
export { importedFields } from "./present.ts";
export { profileRenderRoutes } from "./render-routes.ts";
export { profileRoutes } from "./routes.ts";
export { profileSectionRoutes } from "./sections/routes.ts";
export { showProfile } from "./show.ts";
export { shownContact } from "./shown-contact.ts";
export { profilesUserData } from "./user-data.ts";
