import { type ComponentType, useRef, useState } from "react";
import { LanguageButton } from "./LanguageButton.tsx";
import type { LanguageDropdownProps } from "./LanguageDropdown.tsx";

// The dropdown machinery (menu, popover positioning, focus trap) is about 40 kB of script, more
// than a quarter of the landing page's: it loads when the visitor shows intent (pointer over or
// focus on the button, or a tap). Until it is in, the plain button stands in; a click on it opens the
// dropdown as soon as it arrives.
let dropdown: Promise<ComponentType<LanguageDropdownProps>> | undefined;
const loadDropdown = () => {
  dropdown ??= import("./LanguageDropdown.tsx").then((m) => m.LanguageDropdown);
  return dropdown;
};

/** The visitors' language dropdown in the public header. */
export function LanguageMenu() {
  const [Dropdown, setDropdown] = useState<ComponentType<LanguageDropdownProps> | null>(null);
  const [clicked, setClicked] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const prepare = () => {
    loadDropdown().then(
      (component) => setDropdown(() => component),
      // Offline or a failed deploy: the stand-in stays; the next intent tries again.
      () => {
        dropdown = undefined;
      },
    );
  };

  if (Dropdown) {
    return <Dropdown openAtStart={clicked} focusAtStart={document.activeElement === standIn.current} />;
  }
  return (
    <LanguageButton
      ref={standIn}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
      onClick={() => {
        setClicked(true);
        prepare();
      }}
    />
  );
}
