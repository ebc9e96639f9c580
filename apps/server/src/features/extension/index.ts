// The browser extension's front door: its routes and CORS, the token guards and rate limit the job
// import shares, and its part of the user's data.
export { perTokenRateLimit } from "./rate-limits.ts";
export { extensionRoutes, registerExtensionCors } from "./routes.ts";
export { createTokenGuards } from "./token-guard.ts";
export { extensionUserData } from "./user-data.ts";
