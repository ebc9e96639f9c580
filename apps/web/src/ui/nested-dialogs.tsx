import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

/**
 * Mantine's modals each close on Escape from a window listener, so one Escape in a dialog opened
 * inside another closed both: the compose wizard lost its typed e-mail with the AI notice (issue 43).
 * A dialog that can hold others wraps its content in the host's provider and closes on Escape only
 * while none of them is open; a dialog opened inside reports itself with useNestedDialog.
 */
const NestedDialogs = createContext<((delta: 1 | -1) => void) | null>(null);

/** For a dialog that holds others: whether one is open, and the provider its content goes in. */
export function useDialogHost(): {
  childOpen: boolean;
  DialogHost: (props: { children: ReactNode }) => ReactNode;
} {
  const [open, setOpen] = useState(0);
  const report = useCallback((delta: 1 | -1) => setOpen((n) => Math.max(0, n + delta)), []);
  const DialogHost = useMemo(
    () =>
      function DialogHost({ children }: { children: ReactNode }) {
        return <NestedDialogs.Provider value={report}>{children}</NestedDialogs.Provider>;
      },
    [report],
  );
  return { childOpen: open > 0, DialogHost };
}

/** A dialog tells the dialog around it (if any) while it is open, so Escape closes only this one. */
export function useNestedDialog(opened: boolean): void {
  const report = useContext(NestedDialogs);
  useEffect(() => {
    if (!report || !opened) return;
    report(1);
    return () => report(-1);
  }, [report, opened]);
}

/**
 * Whether a dialog opened by a key press may close on Escape yet. An Escape that opens a dialog (the
 * compose wizard asking about its draft) is still on its way to the window when React has already
 * rendered the new dialog and added its Escape listener there, so the same key press closed it again
 * at once. The dialog takes Escape from the next task on.
 */
export function useEscapeArmed(opened: boolean): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(false);
    if (!opened) return;
    const timer = setTimeout(() => setArmed(true), 0);
    return () => clearTimeout(timer);
  }, [opened]);
  return armed;
}
