import type { Selectable } from "kysely";
import type { ProfileSocialMediaTable } from "../../../db/schema.ts";
import { presentSocialMedia } from "./present.ts";
import { childStore } from "./store.ts";

/** Social-media links, in the order they were added. */
export const socialMedias = childStore<
  Selectable<ProfileSocialMediaTable>,
  ReturnType<typeof presentSocialMedia>
>({
  table: "profile_socialmedias",
  order: [["id", "asc"]],
  present: (_db, rows) => rows.map(presentSocialMedia),
});

/** A link's date is the day it was last saved, set by the server. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
