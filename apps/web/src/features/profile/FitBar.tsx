import { DEFAULT_FIT_PERCENTAGE, FIT_COLOUR } from "@jah/shared";
import { Group, Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** How well a profile fits; the cards show the default until a real fit is calculated (spec section 9). */
export function FitBar({ value = DEFAULT_FIT_PERCENTAGE }: { value?: number }) {
  const { t } = useTranslation();
  const label = t("Profile.Card.Fit", { value });
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="xs" c="gray.7">
          {t("Profile.Card.FitLabel")}
        </Text>
        <Text size="xs" fw={600}>
          {value} %
        </Text>
      </Group>
      <Progress
        value={value}
        color={FIT_COLOUR}
        size="md"
        radius="xl"
        aria-label={label}
        data-testid="fit-bar"
      />
    </div>
  );
}
