import { useCallback, useState } from "react";

export type ViewMode = "list" | "board";

const KEY = "applications.view";

/** List or board, remembered in this browser so the page opens the way the user left it. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() =>
    localStorage.getItem(KEY) === "board" ? "board" : "list",
  );
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    localStorage.setItem(KEY, next);
  }, []);
  return [mode, change];
}
