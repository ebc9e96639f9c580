import { lazyNamed } from "../../ui/lazy-named.ts";

/** /profile/jobs/:id: the job ads matching a profile, loaded when first shown. */
export const MatchingJobsPage = lazyNamed(() => import("./MatchingJobsPage.tsx"), "MatchingJobsPage");
