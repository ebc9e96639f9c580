export * from "./applications.ts";
export * from "./auth.ts";
export * from "./constants.ts";
export * from "./fields.ts";
export * from "./prerender.ts";
export * from "./profiles.ts";
