import { systemProfileEditSchema } from "@jah/shared";
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf } from "../../api/errors.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { UserIcon } from "../../ui/app-icons.tsx";
import { DateField } from "../../ui/DateFields.tsx";
import { ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
import {
  type SystemProfile,
  saveSystemProfile,
  systemProfileKey,
  useSystemProfile,
} from "./system-profile.ts";

const FIELDS = [
  "vorname",
  "name",
  "birthdate",
  "email",
  "telefon",
  "mobile",
  "street",
  "housenumber",
  "postcode",
  "city",
  "website",
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(profile: SystemProfile): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? ""])) as Values;
}

/** Settings, profile tab: the personal and address data of the account owner (spec section 2). */
export function SystemProfileSection() {
  const { t } = useTranslation();
  const profile = useSystemProfile();
  return (
    <section aria-labelledby="settings-profile" data-testid="system-profile-section">
      <Group gap="xs" mb="xs">
        <UserIcon size={22} />
        <Title order={2} size="h4" id="settings-profile">
          {t("Settings.Profile.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Settings.Profile.Text")}
      </Text>
      <QueryStates
        query={profile}
        loading={<ListSkeleton rows={3} height={36} maw={720} />}
        error={{ text: t("Settings.Profile.LoadError") }}
      >
        {(data) => <SystemProfileForm initial={valuesOf(data)} />}
      </QueryStates>
    </section>
  );
}

function SystemProfileForm({ initial }: { initial: Values }) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: initial,
    validate: schemaResolver(systemProfileEditSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const parsed = systemProfileEditSchema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const response = await saveSystemProfile(parsed.data);
      if (response.ok) {
        form.resetDirty(values);
        if (response.data) queryClient.setQueryData(systemProfileKey, response.data);
      } else if (response.status === 400) {
        form.setErrors(fieldErrorsOf(response.data));
      }
    } finally {
      setBusy(false);
    }
  });

  const field = (name: Field) => ({
    ...form.getInputProps(name),
    error: tv(form.errors[name]),
    "data-testid": `system-${name}`,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <Fieldset legend={t("Settings.Profile.Personal")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("Profile.Fields.Vorname")}
              withAsterisk
              autoComplete="given-name"
              {...field("vorname")}
            />
            <TextInput
              label={t("Profile.Fields.Name")}
              withAsterisk
              autoComplete="family-name"
              {...field("name")}
            />
            <DateField label={t("Profile.Fields.Birthdate")} autoComplete="bday" {...field("birthdate")} />
            <TextInput
              type="email"
              label={t("Profile.Fields.Email")}
              autoComplete="email"
              {...field("email")}
            />
            <TextInput
              type="tel"
              label={t("Profile.Fields.Telefon")}
              autoComplete="tel"
              {...field("telefon")}
            />
            <TextInput
              type="tel"
              label={t("Profile.Fields.Mobile")}
              autoComplete="tel"
              {...field("mobile")}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t("Settings.Profile.Address")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("Profile.Fields.Street")} autoComplete="address-line1" {...field("street")} />
            <TextInput label={t("Profile.Fields.Housenumber")} {...field("housenumber")} />
            <TextInput
              label={t("Profile.Fields.Postcode")}
              autoComplete="postal-code"
              {...field("postcode")}
            />
            <TextInput label={t("Profile.Fields.City")} autoComplete="address-level2" {...field("city")} />
            <TextInput
              type="url"
              label={t("Profile.Fields.Website")}
              placeholder="https://"
              autoComplete="url"
              {...field("website")}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} data-testid="system-save">
            {t("Common.Save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
