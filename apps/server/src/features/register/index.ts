// The sign-up's front door: its routes, the mailed one-time links other features send, and its part of
// the user's data.
export { registerRoutes } from "./routes.ts";
export { registerUserData } from "./user-data.ts";
export {
  createUserToken,
  type TokenPurpose,
  takeUserToken,
  VERIFICATION_TOKEN_MS,
} from "./verification-tokens.ts";
