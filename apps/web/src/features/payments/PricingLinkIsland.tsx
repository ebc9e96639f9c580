import { Island } from "../../ui/Island.tsx";
import { PricingLink } from "./PricingLink.tsx";

/** The footer's pricing link as an island of a prerendered page: hydrated on its own, its code loaded apart. */
export function PricingLinkIsland() {
  return <Island name="pricing-link" component={PricingLink} props={{}} />;
}
