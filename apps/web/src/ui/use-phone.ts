import { useMediaQuery } from "@mantine/hooks";

/** Below Mantine's `sm` breakpoint (48em): a phone, where the work comes before the actions. */
export function usePhone(): boolean {
  // Read at once, so a phone never renders the desktop actions for one frame first.
  return useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: false }) ?? false;
}
