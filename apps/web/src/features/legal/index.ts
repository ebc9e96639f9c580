import { lazyNamed } from "../../ui/lazy-named.ts";

// The legal pages' front door (issue 25): the links every footer, the sign-up and the checkout show,
// and the page that renders the operator's text.
export { LegalLinks } from "./LegalLinks.tsx";
/** /legal/:page, loaded when first shown. */
export const LegalPage = lazyNamed(() => import("./LegalPage.tsx"), "LegalPage");
