import { formatEuros } from "@jah/shared";
import { Button, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { downloadInvoice, type PaymentRow } from "./api.ts";

/** The payments made: date, product, price in euros, and the invoice of each. */
export function PaymentsList({ rows }: { rows: PaymentRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="payments-empty">
        {t("Payments.Empty")}
      </Text>
    );
  }
  return (
    <Table striped data-testid="payments-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("Payments.Date")}</Table.Th>
          <Table.Th>{t("Payments.Product")}</Table.Th>
          <Table.Th>{t("Payments.Price")}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.date}</Table.Td>
            <Table.Td>{row.product_name}</Table.Td>
            <Table.Td>{formatEuros(row.price)}</Table.Td>
            <Table.Td>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => void downloadInvoice(row)}
                data-testid={`invoice-${row.id}`}
              >
                {t("Payments.Invoice")}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
