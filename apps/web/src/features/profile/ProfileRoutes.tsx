import { Route, Routes } from "react-router";
import { lazyNamed } from "../../ui/lazy-named.ts";
import { NotFoundPage } from "../errors/NotFoundPage.tsx";
import { ProfileListPage } from "./ProfileListPage.tsx";

// The editor (tabs, timelines, forms) is loaded only when a profile is opened.
const ProfileEditPage = lazyNamed(() => import("./ProfileEditPage.tsx"), "ProfileEditPage");
const MatchingJobsPage = lazyNamed(() => import("../jobs/MatchingJobsPage.tsx"), "MatchingJobsPage");

/** /profile/*: the list, the editor at edit/:id, matching jobs at jobs/:id, and 404 for anything else (spec section 2). */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route index element={<ProfileListPage />} />
      <Route path="edit/:id" element={<ProfileEditPage />} />
      <Route path="jobs/:id" element={<MatchingJobsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
