// The legal pages' front door (issue 25): the operator's Impressum, privacy policy, terms and
// withdrawal notice, and the start-up check that refuses payments without them.
export {
  assertLegalPages,
  legalPageProblems,
  publishedLegalPages,
  readLegalPage,
  warnWithoutLegalPages,
} from "./legal.ts";
export { legalRoutes } from "./routes.ts";
