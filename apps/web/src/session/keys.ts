/** Storage keys of spec section 3; the browser extension reads the same names. */
export const TOKEN_KEY = "token";
export const LOCAL_ID_KEY = "localId";
export const LOGIN_TIME_KEY = "loginTime";

/** localStorage copy of a remembered session, so a new tab starts signed in. */
export const REMEMBERED_KEY = "rememberedSession";
