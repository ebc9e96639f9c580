import { LEVELS, type Level, type NameItem } from "@jah/shared";
import { ActionIcon, Group, NativeSelect, Pill, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useValidationText } from "../../i18n/validation.ts";
import { PlusIcon } from "../../ui/app-icons.tsx";
import { MarkedLabel, useImportedFields } from "./imported-marks.tsx";
import classes from "./ProfileEditor.module.css";
import type { ProfileFormValues } from "./profile-form.ts";

export type ProfileForm = UseFormReturnType<ProfileFormValues>;

/**
 * Input props of one form field: value, change, translated error and a test id; a field a CV import
 * filled gets a highlighted border, and `label` adds the imported mark to its label.
 */
export function useFieldProps(form: ProfileForm) {
  const tv = useValidationText();
  const imported = useImportedFields();
  return {
    text: (name: string) => ({
      ...form.getInputProps(name),
      error: tv(form.errors[name]),
      "data-testid": `profile-${name}`,
      ...(imported.has(name) ? { "data-imported": true, classNames: { input: classes.importedInput } } : {}),
    }),
    label: (name: string, text: string): ReactNode => <MarkedLabel field={name}>{text}</MarkedLabel>,
    check: (name: string) => ({
      ...form.getInputProps(name, { type: "checkbox" }),
      "data-testid": `profile-${name}`,
    }),
  };
}

/** The 'public' switch beside a personal detail: whether the CV shows it. */
export function PublicSwitch({ form, name }: { form: ProfileForm; name: string }) {
  const { t } = useTranslation();
  const fields = useFieldProps(form);
  return <Switch label={t("Profile.Fields.Public")} mt={{ base: 0, sm: 32 }} {...fields.check(name)} />;
}

/**
 * A level select (25/50/75/100) with its names: `kind` picks language or skill wording. "No level"
 * is a choice too: the CV then prints the name alone (issue 28).
 */
export function LevelSelect({
  kind,
  value,
  onChange,
  label,
  testId,
}: {
  kind: "Language" | "Skill";
  value: Level | number | null;
  onChange: (level: Level | null) => void;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      value={value === null ? "" : String(value)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next === "" ? null : (Number(next) as Level));
      }}
      data={[
        ...LEVELS.map((level) => ({ value: String(level), label: levelName(t, kind, level) })),
        { value: "", label: t("CvOutput.NoLevel") },
      ]}
      data-testid={testId}
    />
  );
}

/** "Expert (75 %)": the name of a level; "No level" for none. */
export function levelName(
  t: (key: string) => string,
  kind: "Language" | "Skill",
  level: number | null,
): string {
  if (level === null) return t("CvOutput.NoLevel");
  return `${t(`Profile.Levels.${kind}.L${level}`)} (${level} %)`;
}

interface NameListProps {
  items: NameItem[];
  onAdd: (name: string) => void;
  onRemove: (index: number) => void;
  label: string;
  placeholder: string;
  testId: string;
}

/** A list of names (looking-for, soft skills) with an input to add one; empty input is ignored. */
export function NameList({ items, onAdd, onRemove, label, placeholder, testId }: NameListProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const add = () => {
    const name = value.trim();
    if (!name) return;
    onAdd(name);
    setValue("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the whole profile.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
          data-testid={`${testId}-input`}
        />
        <ActionIcon
          size={36}
          variant="light"
          onClick={add}
          aria-label={t("Profile.List.AddTo", { list: label })}
          data-testid={`${testId}-add`}
        >
          <PlusIcon size={18} />
        </ActionIcon>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t("Profile.Fields.NoEntries")}
        </Text>
      ) : (
        <Group gap="xs" data-testid={`${testId}-items`}>
          {items.map((item, index) => (
            <Pill
              key={`${item.id ?? "new"}-${item.name}`}
              size="lg"
              withRemoveButton
              onRemove={() => onRemove(index)}
              removeButtonProps={{ "aria-label": t("Profile.Fields.RemoveEntry", { name: item.name }) }}
            >
              {item.name}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
