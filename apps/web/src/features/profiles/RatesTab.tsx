import { Fieldset, NumberInput, SimpleGrid, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DateField } from "../../ui/DateFields.tsx";
import { type ProfileForm, PublicSwitch, useFieldProps } from "./editor-fields.tsx";

const RATES = [
  "hourly_rate_on_site",
  "hourly_rate_remote",
  "daily_rate_on_site",
  "daily_rate_remote",
] as const;
const RATE_LABELS: Record<(typeof RATES)[number], string> = {
  hourly_rate_on_site: "Profile.Fields.HourlyOnSite",
  hourly_rate_remote: "Profile.Fields.HourlyRemote",
  daily_rate_on_site: "Profile.Fields.DailyOnSite",
  daily_rate_remote: "Profile.Fields.DailyRemote",
};

/** Rates (freelance only): four rates each with a public switch, availability and hours. */
export function RatesTab({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const fields = useFieldProps(form);
  return (
    <Stack gap="md">
      <Fieldset legend={t("Profile.Rates.Legend")}>
        <Stack gap="sm">
          {RATES.map((rate) => (
            <SimpleGrid key={rate} cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label={t(RATE_LABELS[rate])}
                min={0}
                decimalScale={2}
                suffix=" €"
                hideControls
                {...fields.text(rate)}
              />
              <PublicSwitch form={form} name={`${rate}_public`} />
            </SimpleGrid>
          ))}
        </Stack>
      </Fieldset>
      <Fieldset legend={t("Profile.Rates.Availability")}>
        <Stack gap="sm">
          <Switch label={t("Profile.Fields.Available")} {...fields.check("available")} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DateField label={t("Profile.Fields.AvailableFrom")} {...fields.text("available_from")} />
            <DateField label={t("Profile.Fields.AvailableTo")} {...fields.text("available_to")} />
            <NumberInput
              label={t("Profile.Fields.MaxHours")}
              min={0}
              step={0.01}
              decimalScale={2}
              {...fields.text("max_hours")}
            />
          </SimpleGrid>
          <Switch label={t("Profile.Fields.FulltimeOnly")} {...fields.check("fulltime_only")} />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
