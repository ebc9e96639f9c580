import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { LanguageButton } from "./LanguageButton.tsx";

// The dropdown machinery (menu, popover positioning) is a fifth of the landing page's script;
// it loads once the page is idle, and a stand-in button covers the moment until then.
const LanguageDropdown = lazy(() =>
  import("./LanguageDropdown.tsx").then((m) => ({ default: m.LanguageDropdown })),
);

function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** The visitors' language dropdown in the public header. */
export function LanguageMenu() {
  const [load, setLoad] = useState(false);
  const [clicked, setClicked] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => setLoad(true)), []);

  const button = (
    <LanguageButton
      ref={standIn}
      onClick={() => {
        setClicked(true);
        setLoad(true);
      }}
    />
  );
  if (!load) return button;
  return (
    <Suspense fallback={button}>
      <LanguageDropdown openAtStart={clicked} focusAtStart={document.activeElement === standIn.current} />
    </Suspense>
  );
}
