// The payments' front door (issue 13): what app.ts and other features use.
export { entitlementOf, isEntitled } from "./entitlements.ts";
export { paymentRequiredBody, registerPremium, requireArea } from "./guard.ts";
export { hasPricingPage, pricingPagePaths } from "./public-pricing.ts";
export { paymentRoutes } from "./routes.ts";
export { paymentsUserData } from "./user-data.ts";
