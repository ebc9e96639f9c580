// The payments' front door (issue 13): what app.ts and other features use.
export { subscriptionCanceller } from "./cancel-on-purge.ts";
export { entitlementOf, isEntitled } from "./entitlements.ts";
export { paymentRequiredBody, registerPremium, requireArea } from "./guard.ts";
export { paymentRoutes } from "./routes.ts";
