import { BILLING_FIELDS, DELIVERY_FIELDS, type PaymentDataInput, paymentDataSchema } from "@jah/shared";
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf } from "../../api/errors.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { type PaymentDataDto, paymentKeys, savePaymentData } from "./api.ts";

type Values = Required<{ [K in keyof PaymentDataInput]: string }>;

/** The payment rules' own messages (literal keys, so the translation check sees them). */
const MESSAGES_OF_RULES: Record<string, string> = {
  "Not a postal code of this country": "Payments.Data.PostalCodeInvalid",
  "Not a VAT number of this country": "Payments.Data.VatInvalid",
  "Must be a two-letter country code": "Payments.Data.CountryInvalid",
};

const LABELS: Record<keyof Values, string> = {
  first_name: "Payments.Data.FirstName",
  last_name: "Payments.Data.LastName",
  company_name: "Payments.Data.Company",
  street: "Payments.Data.Street",
  house_number: "Payments.Data.HouseNumber",
  postal_code: "Payments.Data.PostalCode",
  city: "Payments.Data.City",
  country: "Payments.Data.Country",
  vat_number: "Payments.Data.VatNumber",
  delivery_first_name: "Payments.Data.FirstName",
  delivery_last_name: "Payments.Data.LastName",
  delivery_company_name: "Payments.Data.Company",
  delivery_street: "Payments.Data.Street",
  delivery_house_number: "Payments.Data.HouseNumber",
  delivery_postal_code: "Payments.Data.PostalCode",
  delivery_city: "Payments.Data.City",
  delivery_country: "Payments.Data.Country",
};

const REQUIRED = new Set([
  "first_name",
  "last_name",
  "street",
  "house_number",
  "postal_code",
  "city",
  "country",
]);

/**
 * Payment data (spec section 3) with the same rules as the server (packages/shared): postal codes
 * and VAT numbers are checked per country. Stripe gets them as the customer's billing details.
 */
export function PaymentDataForm({ data }: { data: PaymentDataDto }) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<"saved" | "failed" | null>(null);
  const { has_payment_data, ...initial } = data;
  const form = useForm<Values>({
    initialValues: initial as Values,
    validate: schemaResolver(paymentDataSchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    setResult(null);
    const response = await savePaymentData(values, has_payment_data);
    if (response.ok && response.data) {
      queryClient.setQueryData(paymentKeys.data, response.data);
      setResult("saved");
    } else {
      if (response.status === 400) form.setErrors(fieldErrorsOf(response.data));
      setResult("failed");
    }
  });
  const message = (error: unknown) => {
    const key = typeof error === "string" ? MESSAGES_OF_RULES[error] : undefined;
    return key ? t(key) : tv(error as string | undefined);
  };
  const field = (name: keyof Values) => (
    <TextInput
      key={name}
      label={t(LABELS[name])}
      withAsterisk={REQUIRED.has(name)}
      {...form.getInputProps(name)}
      error={message(form.errors[name])}
      data-testid={`payment-data-${name}`}
    />
  );
  return (
    <form onSubmit={submit} noValidate data-testid="payment-data-form">
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{BILLING_FIELDS.map(field)}</SimpleGrid>
        <Text fw={600}>{t("Payments.Data.Delivery")}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{DELIVERY_FIELDS.map(field)}</SimpleGrid>
        {result === "saved" && (
          <Alert color="green" variant="light" data-testid="payment-data-saved">
            {t("Toast.Saved")}
          </Alert>
        )}
        {result === "failed" && (
          <Alert color="red" variant="light" role="alert">
            {t("Toast.NotSaved")}
          </Alert>
        )}
        <Button type="submit" w="fit-content" data-testid="payment-data-submit">
          {t("Payments.Data.Save")}
        </Button>
      </Stack>
    </form>
  );
}
