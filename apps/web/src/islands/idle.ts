/** Resolves in an idle moment (soon, at the latest): what follows runs in a task of its own. */
export function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else window.setTimeout(resolve, 16);
  });
}
