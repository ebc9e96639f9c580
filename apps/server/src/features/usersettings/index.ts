// The user settings' front door: the settings row other features read, and its part of the user's data.

export { usersettingsUserData } from "./user-data.ts";
export { ensureSettings, languageFromHeader, userLanguage } from "./usersettings.ts";
