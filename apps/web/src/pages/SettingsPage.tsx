import { Box, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { useAppConfig } from "../api/use-app-config.ts";
import { AccountSection, DeletionConfirmation, deletionLinkOf } from "../features/account/index.ts";
import { AiProviderSection } from "../features/ai-letter/index.ts";
import { CalendarSection } from "../features/calendar/index.ts";
import { ConnectionsSection } from "../features/connections/index.ts";
import { ExtensionSection } from "../features/extension/index.ts";
import { PaymentsTab, PremiumGate } from "../features/payments/index.ts";
import { SystemProfileSection } from "../features/profiles/index.ts";
import { CalendarIcon, PlugIcon, UserIcon } from "../ui/app-icons.tsx";
import { PageWrapper } from "../ui/PageWrapper.tsx";

const TABS = ["profile", "account", "calendar", "connections", "payments"] as const;
type SettingsTab = (typeof TABS)[number];

/**
 * /settings/*: the profile tab (system profile, first), the account (deletion), the calendar feed and
 * the mail connections with the AI provider's agreement, and payments (only with PAYMENTS=stripe). The tab is part of the address
 * (/settings/calendar). A path containing confirmdelete or confirmcanceldelete is a mailed link's
 * confirmation page: it confirms above the account tab.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const segment = useParams()["*"]?.split("/")[0] ?? "";
  const deletionLink = deletionLinkOf(useLocation().pathname);
  const payments = useAppConfig().data?.payments === true;
  const tab: SettingsTab = deletionLink
    ? "account"
    : (TABS as readonly string[]).includes(segment)
      ? segment === "payments" && !payments
        ? "profile"
        : (segment as SettingsTab)
      : "profile";
  return (
    <PageWrapper title={t("Settings.Title")} subTitle={t("Settings.Subtitle")}>
      {deletionLink && (
        <Box mb="lg" maw={640}>
          <DeletionConfirmation link={deletionLink} />
        </Box>
      )}
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(next === "profile" ? "/settings" : `/settings/${next}`)}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<UserIcon size={16} />} data-testid="settings-tab-profile">
            {t("Settings.Tabs.Profile")}
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<UserIcon size={16} />} data-testid="settings-tab-account">
            {t("AccountDeletion.Tab")}
          </Tabs.Tab>
          <Tabs.Tab
            value="calendar"
            leftSection={<CalendarIcon size={16} />}
            data-testid="settings-tab-calendar"
          >
            {t("Settings.Tabs.Calendar")}
          </Tabs.Tab>
          <Tabs.Tab
            value="connections"
            leftSection={<PlugIcon size={16} />}
            data-testid="settings-tab-connections"
          >
            {t("Connections.Tab")}
          </Tabs.Tab>
          {payments && (
            <Tabs.Tab
              value="payments"
              leftSection={<UserIcon size={16} />}
              data-testid="settings-tab-payments"
            >
              {t("Payments.Tab")}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <SystemProfileSection />
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <AccountSection />
        </Tabs.Panel>
        <Tabs.Panel value="calendar">
          <PremiumGate area="applications">
            <CalendarSection />
          </PremiumGate>
        </Tabs.Panel>
        <Tabs.Panel value="connections">
          <PremiumGate area="applications">
            <ConnectionsSection />
          </PremiumGate>
          <Box mt="xl">
            <ExtensionSection />
          </Box>
          <Box mt="xl">
            <AiProviderSection />
          </Box>
        </Tabs.Panel>
        {payments && (
          <Tabs.Panel value="payments">
            <PaymentsTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </PageWrapper>
  );
}
