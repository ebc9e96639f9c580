import type { Profile } from "@jah/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf } from "../../api/errors.ts";
import { profileKeys, refreshProfiles, saveProfile } from "./api.ts";
import { pictureProblem } from "./EditorHeader.tsx";
import type { ProfileForm } from "./editor-fields.tsx";
import { type EditorTab, tabOfField } from "./editor-tabs.ts";
import { editBody } from "./profile-form.ts";
import { readAsDataUrl } from "./use-object-url.ts";

/**
 * Saving the profile editor's form through profile/edit: the Save button and Ctrl+S, the profile
 * type (saved at once) and the photo (sent as a data URL with the form).
 */
export function useProfileSave(profile: Profile, form: ProfileForm, setTab: (tab: EditorTab) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** Saves the form (plus a photo change); a rule broken opens the tab where it is. */
  const save = async (change: { picture?: string | null } = {}): Promise<boolean> => {
    setProblem(null);
    const checked = form.validate();
    if (checked.hasErrors) {
      const first = Object.keys(checked.errors)[0];
      if (first) setTab(tabOfField(first));
      setProblem(t("Profile.Editor.Invalid"));
      return false;
    }
    const current = form.getValues();
    const body = editBody(profile.id, current);
    if (!body) return false;
    if (change.picture !== undefined) body.picture = change.picture;
    setSaving(true);
    try {
      const response = await saveProfile(body);
      if (response.ok && response.data) {
        const saved = response.data;
        form.resetDirty(current);
        queryClient.setQueryData<Profile>(profileKeys.detail(profile.id), (old) => ({ ...old, ...saved }));
        void refreshProfiles(queryClient);
        return true;
      }
      if (response.status === 400) form.setErrors(fieldErrorsOf(response.data));
      // A photo on the demo system (spec section 8); the catalogue and the toasts stay silent on 403.
      if (response.status === 403 && typeof change.picture === "string") setProblem(t("Files.DemoDisabled"));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const setFreelance = async (freelance: boolean) => {
    const before = form.getValues().freelance;
    form.setFieldValue("freelance", freelance);
    if (!(await save())) form.setFieldValue("freelance", before);
  };

  const uploadPicture = async (file: File) => {
    setProblem(null);
    const refused = pictureProblem(file);
    if (refused) {
      setProblem(
        t(refused === "type" ? "Profile.Picture.WrongType" : "Profile.Picture.TooBig", { name: file.name }),
      );
      return;
    }
    setUploading(true);
    try {
      await save({ picture: await readAsDataUrl(file) });
    } finally {
      setUploading(false);
    }
  };

  return { save, saving, uploading, problem, setProblem, setFreelance, uploadPicture };
}
