// The sign-up's front door: the mailed one-time links other features send, and its part of the user's data.
export { registerUserData } from "./user-data.ts";
export {
  createUserToken,
  type TokenPurpose,
  takeUserToken,
  VERIFICATION_TOKEN_MS,
} from "./verification-tokens.ts";
