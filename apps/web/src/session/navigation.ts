/**
 * Navigation for code that lives outside React (the API client, the session expiry).
 * The router registers its navigate function here once it is mounted; before that, or in a
 * page without the router, a full page load does the same job.
 */
type Navigate = (path: string) => void;

let current: Navigate | null = null;

/** Registers the router's navigate function; returns a function that unregisters it. */
export function setNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = null;
  };
}

/** Goes to an in-app path through the router when possible, otherwise by loading the page. */
export function navigateTo(path: string): void {
  if (current) current(path);
  else window.location.assign(path);
}
