import type { Profile } from "@jah/shared";
import { Badge, Group, Text, VisuallyHidden } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { profileKeys } from "./api.ts";
import { markImportedSeen } from "./cv-import-api.ts";
import { type EditorTab, tabOfField } from "./editor-tabs.ts";
import classes from "./ProfileEditor.module.css";

/** The names of the lists in the note of their tab (literal keys, so the translation check sees them). */
const LIST_NAMES: Record<string, string> = {
  workexperiences: "Profile.Import.Marks.Work",
  educations: "Profile.Import.Marks.Education",
  skills: "Profile.Import.Marks.Skills",
  qualifications: "Profile.Import.Marks.SoftSkills",
  languages: "Profile.Import.Marks.Languages",
  socialmedias: "Profile.Import.Marks.Social",
  _searching: "Profile.Import.Marks.Searching",
};

/** The editor tab that shows an imported field. */
export function tabOfImported(field: string): EditorTab {
  const name = field.replace(/^check:/, "");
  return tabOfField(name);
}

/** How long a tab must be open before its imported fields count as looked at. */
export const SEEN_AFTER_MS = 800;

/**
 * The marks of a CV import in the editor. Fields listed in the profile's `imported_fields` are marked
 * until the user has looked at them: once a tab has been open for a moment, its fields are reported
 * as seen (once) and its tab loses its dot; the field marks stay while the tab is open, so the user
 * still sees what to check, and are gone once another tab is opened.
 */
export function useImportMarks(profile: Profile, tab: EditorTab) {
  const queryClient = useQueryClient();
  const stored = profile.imported_fields ?? [];
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const [lingering, setLingering] = useState<{ tab: EditorTab; fields: string[] } | null>(null);
  const sent = useRef(new Set<string>());
  const left = useRef<string[] | null>(null);
  const mounted = useRef(false);
  const storeLeft = useCallback(() => {
    const remaining = left.current;
    if (!remaining) return;
    queryClient.setQueryData<Profile>(profileKeys.detail(profile.id), (old) =>
      old ? { ...old, imported_fields: remaining } : old,
    );
  }, [queryClient, profile.id]);

  const unseen = stored.filter((field) => !seen.has(field));
  const unseenKey = unseen.join(",");
  const onTab = useMemo(
    () => (unseenKey ? unseenKey.split(",") : []).filter((field) => tabOfImported(field) === tab),
    [unseenKey, tab],
  );

  // Leaving a tab takes the marks that stayed on it away.
  useEffect(() => {
    setLingering((current) => (current && current.tab !== tab ? null : current));
  }, [tab]);

  useEffect(() => {
    const fields = onTab.filter((field) => !sent.current.has(field));
    if (fields.length === 0) return;
    const timer = setTimeout(() => {
      for (const field of fields) sent.current.add(field);
      setSeen((current) => new Set([...current, ...fields]));
      setLingering((current) => ({
        tab,
        fields: [...(current?.tab === tab ? current.fields : []), ...fields],
      }));
      void markImportedSeen(profile.id, fields).then((remaining) => {
        if (!remaining) return;
        left.current = remaining;
        if (!mounted.current) storeLeft();
      });
    }, SEEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [onTab, tab, profile.id, storeLeft]);

  // The stored profile learns what is left when the editor closes: doing it at once would hand the
  // open editor a new profile object, and the live preview would draw the same CV again.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      storeLeft();
    };
  }, [storeLeft]);

  const marked = useMemo(() => {
    const fields = new Set(unseenKey ? unseenKey.split(",") : []);
    if (lingering?.tab === tab) for (const field of lingering.fields) fields.add(field);
    return fields as ReadonlySet<string>;
  }, [unseenKey, lingering, tab]);
  const tabsWithMarks = useMemo(
    () => new Set((unseenKey ? unseenKey.split(",") : []).map(tabOfImported)) as ReadonlySet<EditorTab>,
    [unseenKey],
  );
  return { marked, tabsWithMarks };
}

const MarksContext = createContext<ReadonlySet<string>>(new Set());

/** Hands the marked fields to the editor's tabs. */
export const ImportMarksProvider = MarksContext.Provider;

/** The fields that carry the imported mark now. */
export function useImportedFields(): ReadonlySet<string> {
  return useContext(MarksContext);
}

/** The mark itself: a small badge whose text also tells screen readers. */
export function ImportedBadge({ testId }: { testId?: string }) {
  return <MarkBadge label="Profile.Import.Marks.Badge" variant="light" testId={testId} />;
}

/** The badge both marks share: "imported" light, "please check" filled. */
function MarkBadge({
  label,
  variant,
  testId,
}: {
  label: "Profile.Import.Marks.Badge" | "Profile.Import.Marks.Check";
  variant: "light" | "filled";
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      component="span"
      size="xs"
      radius="sm"
      variant={variant}
      color="orange"
      className={classes.importedBadge}
      data-testid={testId}
    >
      {t(label)}
    </Badge>
  );
}

/** A field label with the imported mark beside it while the field is marked. */
export function MarkedLabel({ field, children }: { field: string; children: ReactNode }) {
  const fields = useImportedFields();
  const marked = fields.has(field);
  // "check:vorname": the import was unsure of the value (two names alike), so it asks for a look.
  const unsure = fields.has(`check:${field}`);
  return (
    <>
      {children}
      {/* The space keeps label and mark two words for screen readers ("First name Imported"). */}
      {marked && " "}
      {marked && <ImportedBadge testId={`imported-${field}`} />}
      {unsure && " "}
      {unsure && <MarkBadge label="Profile.Import.Marks.Check" variant="filled" testId={`check-${field}`} />}
    </>
  );
}

/** The dot of a tab that holds imported fields not looked at yet. */
export function ImportedTabDot({ tab }: { tab: EditorTab }) {
  const { t } = useTranslation();
  return (
    <span className={classes.importedDot} data-testid={`tab-dot-${tab}`}>
      <VisuallyHidden> {t("Profile.Import.Marks.TabHint")}</VisuallyHidden>
    </span>
  );
}

/** The legend above the tabs: what the mark means and when it goes. */
export function ImportedLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" mt="md" align="center" data-testid="imported-legend">
      <ImportedBadge />
      <Text size="sm" c="gray.8">
        {t("Profile.Import.Marks.Legend")}
      </Text>
    </Group>
  );
}

/** At the top of a tab: the imported lists it shows (entries are checked as a whole). */
export function ImportedListsNote({ fields }: { fields: string[] }) {
  const { t } = useTranslation();
  const lists = fields.filter((field) => field in LIST_NAMES);
  if (lists.length === 0) return null;
  const names = lists.map((field) => t(LIST_NAMES[field] as string)).join(", ");
  return (
    <Group gap="xs" wrap="nowrap" mb="md" align="center" data-testid="imported-lists">
      <ImportedBadge />
      <Text size="sm">{t("Profile.Import.Marks.Lists", { lists: names })}</Text>
    </Group>
  );
}
