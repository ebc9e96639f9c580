import { createContext, useContext } from "react";

/** Opens the login modal from anywhere (header link, renew prompts). */
export interface LoginModalControl {
  openLogin: () => void;
}

export const LoginModalContext = createContext<LoginModalControl>({ openLogin: () => {} });

/** The control of the login modal mounted by LoginModalProvider. */
export function useLoginModal(): LoginModalControl {
  return useContext(LoginModalContext);
}
