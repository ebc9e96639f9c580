import { Route, Routes } from "react-router";
import { NotFoundPage } from "../errors/NotFoundPage.tsx";
import { ProfileEditPage } from "./ProfileEditPage.tsx";
import { ProfileListPage } from "./ProfileListPage.tsx";

/** /profile/*: the list, the editor at edit/:id, and 404 for anything else (spec section 2). */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route index element={<ProfileListPage />} />
      <Route path="edit/:id" element={<ProfileEditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
