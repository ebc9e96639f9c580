// The user settings' front door: the settings row other features read, its routes, and its part of the
// user's data.
export { userSettingsRoutes } from "./routes.ts";
export { usersettingsUserData } from "./user-data.ts";
export { ensureSettings, languageFromHeader, userLanguage } from "./usersettings.ts";
