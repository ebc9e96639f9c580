import { DEFAULT_FIT_PERCENTAGE, FIT_COLOUR, type FitResult } from "@jah/shared";
import { Anchor, Group, Popover, Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FitReasons } from "../fit/index.ts";

/**
 * How well a profile fits. With a calculated fit (compose mode, for the chosen application) it shows
 * that score and, on request, why; otherwise the default of spec section 9.
 */
export function FitBar({ fit }: { fit?: FitResult }) {
  const { t } = useTranslation();
  const value = fit?.score ?? DEFAULT_FIT_PERCENTAGE;
  const label = t("Profile.Card.Fit", { value });
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="xs" c="gray.7">
          {t("Profile.Card.FitLabel")}
        </Text>
        <Text size="xs" fw={600} data-testid="fit-value">
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
      {!fit && (
        // Without an application to compare with there is no fit yet: the bar shows the starting value
        // (spec: 70), and says so rather than passing it off as a result.
        <Text size="xs" c="gray.7" mt={4} data-testid="fit-default-note">
          {t("Profile.Card.FitDefault")}
        </Text>
      )}
      {fit && (
        <Popover width={320} position="bottom" withArrow shadow="md" withinPortal>
          <Popover.Target>
            <Anchor
              component="button"
              type="button"
              size="xs"
              mt={4}
              // The card itself chooses the profile on click; the reasons must not.
              onClick={(event) => event.stopPropagation()}
              data-testid="fit-why"
            >
              {t("Fit.Why")}
            </Anchor>
          </Popover.Target>
          <Popover.Dropdown onClick={(event) => event.stopPropagation()}>
            <Text fw={700} size="sm" mb="xs">
              {t("Fit.WhyTitle", { value })}
            </Text>
            <FitReasons fit={fit} />
          </Popover.Dropdown>
        </Popover>
      )}
    </div>
  );
}
