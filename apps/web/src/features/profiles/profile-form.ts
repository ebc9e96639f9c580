import {
  type NameItem,
  type Profile,
  type ProfileEdit,
  type ProfileFields,
  type ProfileLanguage,
  profileEditSchema,
  profileFieldsSchema,
} from "@jah/shared";

type FieldKey = keyof ProfileFields;
const FIELD_KEYS = Object.keys(profileFieldsSchema.shape) as FieldKey[];

/** Form state of the profile editor: texts, dates and amounts as the inputs hold them ("" for none). */
export type ProfileFormValues = {
  [K in FieldKey]: ProfileFields[K] extends boolean
    ? boolean
    : ProfileFields[K] extends number | null
      ? number | string
      : string;
} & { languages: ProfileLanguage[]; _searching: NameItem[]; qualifications: NameItem[] };

/** The rule the form checks before saving: the API's, without id and picture. */
export const profileFormSchema = profileEditSchema.omit({ id: true, picture: true });

/** The form values of a stored profile; a missing value takes the schema's default. */
export function formValuesOf(profile: Profile): ProfileFormValues {
  const values: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) {
    let value: unknown = profile[key];
    if (value === undefined) {
      const fallback = profileFieldsSchema.shape[key].safeParse(undefined);
      value = fallback.success ? fallback.data : "";
    }
    values[key] = value === null ? "" : value;
  }
  return {
    ...(values as ProfileFormValues),
    languages: (profile.languages ?? []).map(({ id, name, level, level_text }) => ({
      id,
      name,
      level,
      level_text: level_text ?? "",
    })),
    _searching: (profile._searching ?? []).map(({ id, name }) => ({ id, name })),
    qualifications: (profile.qualifications ?? []).map(({ id, name }) => ({ id, name })),
  };
}

/** The body of profile/edit, or null when the values break a rule (the form shows which). */
export function editBody(id: number, values: ProfileFormValues): ProfileEdit | null {
  const parsed = profileEditSchema.safeParse({ ...values, id });
  return parsed.success ? parsed.data : null;
}

/**
 * The profile as the live preview renders it while the user types: every value that already
 * follows its rule replaces the stored one; one that does not (a half-typed date) keeps it.
 */
export function draftProfile(profile: Profile, values: ProfileFormValues): Profile {
  const draft: Record<string, unknown> = { ...profile };
  for (const key of FIELD_KEYS) {
    const parsed = profileFieldsSchema.shape[key].safeParse(values[key]);
    // An empty first or last name is still shown empty rather than as the stored name.
    if (parsed.success) draft[key] = parsed.data;
    else if (values[key] === "") draft[key] = "";
  }
  draft.languages = values.languages.filter((language) => language.name.trim());
  draft._searching = values._searching.filter((item) => item.name.trim());
  draft.qualifications = values.qualifications.filter((item) => item.name.trim());
  return draft as Profile;
}
