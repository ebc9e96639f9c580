import { Grid, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type ProfileForm, PublicSwitch, useFieldProps } from "./editor-fields.tsx";

/** Address and contact: street to website, with public switches for phone, mobile and e-mail. */
export function AddressFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const fields = useFieldProps(form);
  return (
    <Stack gap="md">
      <Grid>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <TextInput label={fields.label("street", t("Profile.Fields.Street"))} {...fields.text("street")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={fields.label("housenumber", t("Profile.Fields.Housenumber"))}
            {...fields.text("housenumber")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={fields.label("postcode", t("Profile.Fields.Postcode"))}
            {...fields.text("postcode")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <TextInput label={fields.label("city", t("Profile.Fields.City"))} {...fields.text("city")} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="tel"
          label={fields.label("mobile", t("Profile.Fields.Mobile"))}
          {...fields.text("mobile")}
        />
        <PublicSwitch form={form} name="mobile_public" />
        <TextInput
          type="tel"
          label={fields.label("telefon", t("Profile.Fields.Telefon"))}
          {...fields.text("telefon")}
        />
        <PublicSwitch form={form} name="telefon_public" />
        <TextInput
          type="email"
          label={fields.label("email", t("Profile.Fields.Email"))}
          {...fields.text("email")}
        />
        <PublicSwitch form={form} name="email_public" />
        <TextInput
          type="url"
          label={fields.label("website", t("Profile.Fields.Website"))}
          placeholder="https://"
          {...fields.text("website")}
        />
      </SimpleGrid>
    </Stack>
  );
}
