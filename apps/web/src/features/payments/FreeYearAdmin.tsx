import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAppConfig } from "../../api/use-app-config.ts";
import { decideFreeYear, paymentKeys, useFreeYearRequests } from "./api.ts";

/** /appsettings/: the open free-year requests, to grant (365 days of every area) or refuse. */
export function FreeYearAdmin() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const payments = config.data?.payments === true;
  const requests = useFreeYearRequests(payments);
  const queryClient = useQueryClient();
  if (!payments) return null;
  const decide = async (id: number, grant: boolean) => {
    await decideFreeYear(id, grant);
    await queryClient.invalidateQueries({ queryKey: paymentKeys.freeYearAdmin });
  };
  const rows = requests.data ?? [];
  return (
    <Stack gap="sm" data-testid="free-year-admin">
      <Title order={3}>{t("Payments.Admin.Title")}</Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t("Payments.Admin.None")}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`free-year-row-${row.id}`}>
                <Table.Td>{row.created_at.slice(0, 10)}</Table.Td>
                <Table.Td>
                  {row.name} &lt;{row.email}&gt;
                </Table.Td>
                <Table.Td>{row.reason}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      color="green"
                      onClick={() => void decide(row.id, true)}
                      data-testid={`free-year-grant-${row.id}`}
                    >
                      {t("Payments.Admin.Grant")}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => void decide(row.id, false)}
                      data-testid={`free-year-refuse-${row.id}`}
                    >
                      {t("Payments.Admin.Refuse")}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
