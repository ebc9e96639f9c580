// The CV import's front door: the pool of parse workers and the import routes.
export { CvParsePool } from "./pool.ts";
export { cvImportRoutes } from "./routes.ts";
