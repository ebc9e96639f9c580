import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { setNavigator } from "../session/navigation.ts";
import { readSession } from "../session/session.ts";
import { useSessionToken } from "../session/use-session.ts";

/**
 * Connects code outside React to the router, checks the session's age on every page change,
 * and forgets the cached data of a session that has ended.
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const previousToken = useRef(token);

  // A layout effect, so it is in place before any page's data calls run in their effects.
  useLayoutEffect(() => setNavigator((path) => void navigate(path)), [navigate]);

  useEffect(() => {
    // Reading the session ends it when it is 59 minutes old (spec section 4).
    if (pathname) readSession();
  }, [pathname]);

  useEffect(() => {
    // Only on the change from signed in to signed out: visitors' queries (e.g. verification) stay.
    if (previousToken.current && !token) queryClient.clear();
    previousToken.current = token;
  }, [token, queryClient]);

  return null;
}
