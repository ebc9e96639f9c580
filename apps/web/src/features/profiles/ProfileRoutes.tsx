import { Route, Routes } from "react-router";
import { lazyNamed } from "../../ui/lazy-named.ts";
import { NotFoundPage } from "../errors/index.ts";
import { ProfileListPage } from "./ProfileListPage.tsx";

// The editor (tabs, timelines, forms) is loaded only when a profile is opened.
const ProfileEditPage = lazyNamed(() => import("./ProfileEditPage.tsx"), "ProfileEditPage");

/**
 * /profile/*: the list, the editor at edit/:id, and 404 for anything else (spec section 2); the
 * matching jobs at jobs/:id are the jobs feature's page (shell/routes.tsx).
 */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route index element={<ProfileListPage />} />
      <Route path="edit/:id" element={<ProfileEditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
