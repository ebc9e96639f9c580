export * from "./applications.ts";
export * from "./auth.ts";
export * from "./constants.ts";
