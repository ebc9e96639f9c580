// The data export's front door: the builds and downloads, their routes, and its own part of the
// user's data (the exports themselves).
export { DataExports } from "./exports.ts";
export { dataExportRoutes } from "./routes.ts";
export { dataExportUserData } from "./user-data.ts";
