// The user settings' front door: what app.ts and other features use.
export { userSettingsRoutes } from "./routes.ts";
export { ensureSettings, languageFromHeader, userLanguage } from "./usersettings.ts";
