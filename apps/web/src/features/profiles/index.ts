import { lazyNamed } from "../../ui/lazy-named.ts";

// The user's profiles (CVs): the profile pages, the list to choose one from, and the profile queries.

export { downloadPdf, fetchProfile, fetchProfiles, profileKeys } from "./api.ts";
export { ProfileList, useProfiles } from "./ProfileList.tsx";
export { SystemProfileSection } from "./SystemProfileSection.tsx";

/** /profile/*: the list and the editor, loaded when first shown. */
export const ProfileRoutes = lazyNamed(() => import("./ProfileRoutes.tsx"), "ProfileRoutes");
