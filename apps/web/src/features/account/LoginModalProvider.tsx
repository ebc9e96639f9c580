import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { LoginModalContext } from "./login-modal-context.ts";

// The modal and its form code load on first use, keeping them out of the landing page's first load.
const LoginModal = lazy(() => import("./LoginModal.tsx").then((m) => ({ default: m.LoginModal })));

/** Holds the login modal's open state; each opening starts with a fresh form and no error. */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [generation, setGeneration] = useState(0);
  const control = useMemo(
    () => ({
      openLogin: () => {
        setGeneration((g) => g + 1);
        setOpened(true);
      },
    }),
    [],
  );
  return (
    <LoginModalContext.Provider value={control}>
      {children}
      {generation > 0 && (
        <Suspense fallback={null}>
          <LoginModal opened={opened} generation={generation} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </LoginModalContext.Provider>
  );
}
