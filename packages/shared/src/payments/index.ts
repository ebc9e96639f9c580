export * from "./billing-details.ts";
export * from "./plans.ts";
