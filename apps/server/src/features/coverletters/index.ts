// The cover letters' front door: their routes and their part of the user's data.
export { coverLetterPdfRoute } from "./letter-pdf-route.ts";
export { coverLetterRoutes } from "./routes.ts";
export { coverLettersUserData } from "./user-data.ts";
