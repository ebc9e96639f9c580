import type { CvTemplate, Profile } from "@jah/shared";
import { Alert, Badge, Button, Drawer, Grid, Group, Loader, Tabs, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useHotkeys, useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useLocalDraft } from "../../session/use-local-draft.ts";
import { EyeIcon } from "../../ui/app-icons.tsx";
import { DraftOffer } from "../../ui/DraftOffer.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { AddressFields } from "./AddressFields.tsx";
import { downloadPdf, profileKeys } from "./api.ts";
import { BasicsTab } from "./BasicsTab.tsx";
import { BusyModal } from "./BusyModal.tsx";
import { EditorHeader } from "./EditorHeader.tsx";
import { EducationTab } from "./EducationTab.tsx";
import { type EditorTab, TAB_LABELS, TABS } from "./editor-tabs.ts";
import {
  ImportedLegend,
  ImportedListsNote,
  ImportedTabDot,
  ImportMarksProvider,
  tabOfImported,
  useImportMarks,
} from "./imported-marks.tsx";
import { PersonalTab } from "./PersonalTab.tsx";
import { PreviewModal, profileLabel } from "./PreviewModal.tsx";
import { PrintedContactNotice } from "./PrintedContactNotice.tsx";
import classes from "./ProfileEditor.module.css";
import { draftProfile, formValuesOf, type ProfileFormValues, profileFormSchema } from "./profile-form.ts";
import { RatesTab } from "./RatesTab.tsx";
import { SettingsTab } from "./SettingsTab.tsx";
import { SkillsTab } from "./SkillsTab.tsx";
import { SocialLinks } from "./SocialLinks.tsx";
import { useProfileSave } from "./use-profile-save.ts";
import { WorkTab } from "./WorkTab.tsx";

// The live preview brings the PDF renderer along; it loads only when a preview is shown.
const LivePreview = lazy(() => import("./LivePreview.tsx").then((m) => ({ default: m.LivePreview })));

/** From this width the live preview sits beside the editor; below it opens in a drawer. */
const WIDE = "(min-width: 85em)";

/** What the CV import hands the editor it opens (router state). */
export type CvImportArrival = { cvImport?: { file: string; aiUsed: boolean } };

/** The profile editor: header, the tabs of spec section 2, saving, and the live preview. */
export function ProfileEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wide = useMediaQuery(WIDE) ?? false;
  const [tab, setTab] = useState<EditorTab>("basics");
  // Fields a CV import filled, marked until the user has looked at their tab.
  const { marked, tabsWithMarks } = useImportMarks(profile, tab);
  const arrival = (useLocation().state as CvImportArrival | null)?.cvImport;
  const [arrivalShown, setArrivalShown] = useState(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const form = useForm<ProfileFormValues>({
    initialValues: formValuesOf(profile),
    validate: schemaResolver(profileFormSchema, { sync: true }),
  });
  const values = form.values;
  const dirty = form.isDirty();
  // Unsaved changes survive an ended session or a reload; saving makes the form clean, which drops them.
  const localDraft = useLocalDraft(`profile:${profile.id}`, values, {
    changed: dirty,
    apply: (saved) => form.setValues({ ...formValuesOf(profile), ...saved }),
  });
  const { save, saving, uploading, problem, setProblem, setFreelance, uploadPicture } = useProfileSave(
    profile,
    form,
    setTab,
  );

  /** Reloads the profile after a child entry changed (the form keeps what the user typed). */
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: profileKeys.detail(profile.id) });
  };

  useHotkeys([["mod+S", () => void save()]], []);

  // Leaving the page with unsaved changes asks first (closing the tab, reloading).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // The rates tab exists only for freelance profiles.
  useEffect(() => {
    if (!values.freelance && tab === "rates") setTab("settings");
  }, [values.freelance, tab]);

  /** The server draws the saved profile: unsaved changes are saved first. Answers false when they cannot be. */
  const saveFirst = async () => !form.isDirty() || (await save());
  /** What names the PDF file: the saved person and profile title. */
  const fileNameParts = () => {
    const { vorname, name, profiletitle } = form.getValues();
    return { id: profile.id, vorname, name, profiletitle };
  };

  const download = async () => {
    if (!(await saveFirst())) return;
    setBusy(t("Profile.Busy.Download"));
    try {
      await downloadPdf(fileNameParts());
    } finally {
      setBusy(null);
    }
  };
  const openPreview = async () => {
    if (await saveFirst()) setPreviewOpen(true);
  };

  // What the live preview draws: the stored profile with the form's current values.
  const draft = useMemo(() => draftProfile(profile, values), [profile, values]);
  const takeTemplate = (template: CvTemplate) => form.setFieldValue("cv_template", template);
  const preview = (
    <Suspense fallback={<Loader color="navy" m="xl" />}>
      <LivePreview profile={draft} onUseTemplate={takeTemplate} />
    </Suspense>
  );

  const panels: Record<EditorTab, ReactNode> = {
    basics: <BasicsTab form={form} />,
    rates: <RatesTab form={form} />,
    personal: <PersonalTab form={form} />,
    address: (
      <>
        <AddressFields form={form} />
        <div style={{ marginTop: "var(--mantine-spacing-lg)" }}>
          <SocialLinks profileId={profile.id} links={profile.socialmedias ?? []} onChanged={reload} />
        </div>
      </>
    ),
    skills: <SkillsTab profile={profile} form={form} onChanged={reload} />,
    education: <EducationTab profile={profile} onChanged={reload} />,
    work: <WorkTab profile={profile} onChanged={reload} />,
    settings: <SettingsTab form={form} onFreelanceChange={setFreelance} saving={saving} />,
  };
  const tabs = TABS.filter((name) => name !== "rates" || values.freelance);

  const editor = (
    <div>
      <EditorHeader
        profile={profile}
        values={values}
        onPicture={uploadPicture}
        onRemovePicture={() => void save({ picture: null })}
        onPreview={openPreview}
        onDownload={download}
        uploading={uploading}
      />
      {problem && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mt="md"
          withCloseButton
          closeButtonLabel={t("Common.Close")}
          onClose={() => setProblem(null)}
          data-testid="editor-problem"
        >
          {problem}
        </Alert>
      )}
      {arrival && arrivalShown && (
        <Alert
          color="green"
          variant="light"
          mt="md"
          withCloseButton
          closeButtonLabel={t("Common.Close")}
          onClose={() => setArrivalShown(false)}
          data-testid="cv-import-done"
        >
          {t("Profile.Import.Done", { file: arrival.file })}
          {arrival.aiUsed && ` ${t("Profile.Import.DoneAi")}`}
        </Alert>
      )}
      <DraftOffer draft={localDraft} testId="profile-draft" />
      <PrintedContactNotice imported={profile.imported_fields ?? []} values={values} onOpen={setTab} />
      {[...marked].some((field) => tabs.includes(tabOfImported(field))) && <ImportedLegend />}
      <Tabs value={tab} onChange={(next) => next && setTab(next as EditorTab)} keepMounted={false} mt="lg">
        <Tabs.List className={classes.tabList}>
          {tabs.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              data-testid={`tab-${name}`}
              rightSection={tabsWithMarks.has(name) ? <ImportedTabDot tab={name} /> : undefined}
            >
              {t(TAB_LABELS[name])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((name) => (
          <Tabs.Panel key={name} value={name} pt="lg">
            <ImportedListsNote fields={[...marked].filter((field) => tabOfImported(field) === name)} />
            {panels[name]}
          </Tabs.Panel>
        ))}
      </Tabs>
      {dirty && !wide && (
        // On a phone the header's Save button has scrolled away: unsaved changes keep one in reach.
        <Group justify="space-between" className={classes.saveBar} data-testid="save-bar">
          <Text size="sm" fw={600}>
            {t("Profile.Editor.Unsaved")}
          </Text>
          <Button color="brand" size="sm" onClick={() => void save()} loading={saving}>
            {t("Common.Save")}
          </Button>
        </Group>
      )}
    </div>
  );

  const actions = (
    <Group gap="sm">
      {dirty && (
        <Badge color="yellow" variant="light" data-testid="unsaved">
          {t("Profile.Editor.Unsaved")}
        </Badge>
      )}
      <Button variant="white" component={Link} to="/profile">
        {t("Profile.Editor.Back")}
      </Button>
      {!wide && (
        <Button
          variant="light"
          color="brand"
          leftSection={<EyeIcon size={18} />}
          onClick={() => setDrawerOpen(true)}
          data-testid="live-preview-open"
        >
          {t("Profile.LivePreview.Open")}
        </Button>
      )}
      <Button color="brand" onClick={() => void save()} loading={saving} data-testid="profile-save">
        {t("Common.Save")}
      </Button>
    </Group>
  );

  return (
    <ImportMarksProvider value={marked}>
      <div className={wide ? classes.wide : undefined}>
        <PageWrapper
          title={t("Profile.EditTitle")}
          subTitle={profileLabel(values) || t("Profile.EditSubtitle", { id: profile.id })}
          actions={actions}
        >
          {wide ? (
            <Grid gap="lg">
              <Grid.Col span={7}>{editor}</Grid.Col>
              <Grid.Col span={5}>
                <aside aria-label={t("Profile.LivePreview.Title")} className={classes.previewColumn}>
                  {preview}
                </aside>
              </Grid.Col>
            </Grid>
          ) : (
            <>
              {editor}
              <Drawer
                opened={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                position="right"
                size="xl"
                title={t("Profile.LivePreview.Title")}
                closeButtonProps={{ "aria-label": t("Common.Close") }}
              >
                {drawerOpen && preview}
              </Drawer>
            </>
          )}
          <PreviewModal
            profile={previewOpen ? fileNameParts() : null}
            onClose={() => setPreviewOpen(false)}
          />
          <BusyModal text={busy} />
        </PageWrapper>
      </div>
    </ImportMarksProvider>
  );
}
