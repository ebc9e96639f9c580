import {
  applicationFieldsSchema,
  HOST_REFUSED_CODE,
  type ImportedJob,
  PRIVATE_NETWORK_SETTINGS,
} from "@jah/shared";
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentProps, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { areaToast } from "../../api/area-toast.ts";
import { fieldErrorsOf } from "../../api/errors.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { DateField } from "../../ui/DateFields.tsx";
import { LoadError } from "../../ui/ListStates.tsx";
import { useDialogHost } from "../../ui/nested-dialogs.tsx";
import { useHostRefusal } from "../account/index.ts";
import {
  applicationKeys,
  createApplication,
  editApplication,
  fetchDetail,
  fetchJob,
  refreshApplications,
} from "./api.ts";
import {
  type ApplicationFormValues,
  createBody,
  editBody,
  fillEmpty,
  formValuesOf,
  newFormValues,
} from "./application-form.ts";
import { updateCachedLists } from "./list-cache.ts";
import type { Application, ApplicationDetail } from "./types.ts";

/** What the modal edits: a new application (maybe prefilled from an import) or a stored one. */
export type EditTarget =
  | { mode: "new"; prefill: Partial<ApplicationFormValues>; errors: Record<string, string>; key: number }
  | { mode: "edit"; app: Application; key: number };

/** The form's subject once known: new, or the stored application in full. */
type FormTarget = Extract<EditTarget, { mode: "new" }> | { mode: "edit"; app: ApplicationDetail };

/** The application modal of spec section 2, for a new application or an edit. */
export function ApplicationModal({ target, onClose }: { target: EditTarget | null; onClose: () => void }) {
  // Escape in a dialog opened from the form (an appointment, a confirmation) closes only that one.
  const { childOpen, DialogHost } = useDialogHost();
  return (
    <Modal.Root opened={target !== null} onClose={onClose} size="xl" closeOnEscape={!childOpen}>
      <Modal.Overlay />
      <Modal.Content>
        <DialogHost>
          {target?.mode === "new" && <ApplicationForm key={target.key} target={target} onClose={onClose} />}
          {target?.mode === "edit" && <EditLoader key={target.key} app={target.app} onClose={onClose} />}
        </DialogHost>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * Loads the whole application before editing: list rows leave out the long texts (job
 * description, mail), and a full edit would otherwise save them empty.
 */
function EditLoader({ app, onClose }: { app: Application; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: applicationKeys.detail(app.id), queryFn: () => fetchDetail(app.id) });
  if (detail.data) return <ApplicationForm target={{ mode: "edit", app: detail.data }} onClose={onClose} />;
  return (
    <>
      <Modal.Header>
        <Modal.Title fw={700}>{app.job_title}</Modal.Title>
        <Modal.CloseButton aria-label={t("Common.Close")} />
      </Modal.Header>
      <Modal.Body>
        {detail.isError ? (
          <LoadError text={t("Applications.View.LoadError")} onRetry={detail.refetch} />
        ) : (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={200} />
          </Stack>
        )}
      </Modal.Body>
    </>
  );
}

function ApplicationForm({ target, onClose }: { target: FormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useForm<ApplicationFormValues>({
    initialValues: target.mode === "edit" ? formValuesOf(target.app) : newFormValues(target.prefill),
    validate: schemaResolver(applicationFieldsSchema, { sync: true }),
  });

  // An import that could not be saved shows at once why (e.g. the page is missing).
  const initialErrors = target.mode === "new" ? target.errors : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the modal opens
  useEffect(() => {
    if (initialErrors && Object.keys(initialErrors).length > 0) form.setErrors(initialErrors);
  }, []);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const response =
        target.mode === "edit"
          ? await editApplication(editBody(target.app, values))
          : await createApplication(createBody(values));
      if (response.ok && response.data) {
        updateCachedLists(queryClient, response.data);
        void refreshApplications(queryClient);
        onClose();
      } else if (response.status === 400) {
        form.setErrors(fieldErrorsOf(response.data));
      }
    } finally {
      setBusy(false);
    }
  });

  const field = (name: keyof ApplicationFormValues) => ({
    ...form.getInputProps(name),
    error: tv(form.errors[name]),
    "data-testid": `application-${name}`,
  });

  const title = form.values.job_title.trim() || t("Applications.Modal.NewTitle");

  return (
    <>
      <Modal.Header>
        <Modal.Title fw={700}>{title}</Modal.Title>
        <Modal.CloseButton aria-label={t("Common.Close")} />
      </Modal.Header>
      <Modal.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Fieldset legend={t("Applications.Modal.Contact")}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NativeSelect
                  label={t("Applications.Fields.Salutation")}
                  withAsterisk
                  data={[
                    { value: "", label: t("Applications.Salutation.Choose") },
                    { value: "male", label: t("Applications.Salutation.male") },
                    { value: "female", label: t("Applications.Salutation.female") },
                    { value: "none", label: t("Applications.Salutation.none") },
                  ]}
                  {...field("recipient_salutation")}
                />
                <TextInput
                  label={t("Applications.Fields.RecipientName")}
                  autoComplete="off"
                  {...field("recipient_name")}
                />
                <TextInput
                  label={t("Applications.Fields.MailAddress")}
                  type="email"
                  autoComplete="off"
                  {...field("mail_address")}
                />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t("Applications.Modal.JobDetails")}>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={t("Applications.Fields.JobTitle")} withAsterisk {...field("job_title")} />
                  <TextInput label={t("Applications.Fields.Company")} {...field("hireing_company")} />
                  <TextInput
                    label={t("Applications.Fields.Page")}
                    description={t("Applications.Fields.PageHint")}
                    withAsterisk
                    {...field("page")}
                  />
                  <TextInput label={t("Applications.Fields.Location")} {...field("location")} />
                </SimpleGrid>
                <JobLinkField
                  link={form.values.link}
                  input={field("link")}
                  onFetched={(job) => form.setValues(fillEmpty(form.getValues(), job))}
                />
              </Stack>
            </Fieldset>
            <Textarea
              label={t("Applications.Fields.JobDescription")}
              rows={15}
              {...field("job_description")}
            />
            <DateField
              label={t("Applications.Fields.FollowUp")}
              description={t("Applications.Fields.FollowUpHint")}
              maw={260}
              {...field("follow_up")}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t("Common.Cancel")}
              </Button>
              <Button type="submit" loading={busy} data-testid="application-save">
                {t("Common.Save")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal.Body>
    </>
  );
}

interface JobLinkFieldProps {
  link: string;
  /** The form's props for the link input. */
  input: ComponentProps<typeof TextInput>;
  onFetched: (job: ImportedJob) => void;
}

/** The job link with 'Fill from job link': the server reads the advert, empty fields are filled. */
function JobLinkField({ link, input, onFetched }: JobLinkFieldProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hostRefusal = useHostRefusal(PRIVATE_NETWORK_SETTINGS.jobLinks);

  const fill = async () => {
    setProblem(null);
    const url = link.trim();
    if (!/^https?:\/\/\S+$/i.test(url)) {
      setProblem(t("Applications.FetchJob.NeedLink"));
      return;
    }
    setBusy(true);
    try {
      const response = await fetchJob(url);
      if (response.ok && response.data) {
        onFetched(response.data);
        areaToast.success(t("Applications.FetchJob.Filled"));
      } else {
        const refused = response.status === 400 && response.data?.code === HOST_REFUSED_CODE;
        setProblem(
          refused
            ? hostRefusal
            : t(response.status === 400 ? "Applications.FetchJob.BadLink" : "Applications.FetchJob.Failed"),
        );
      }
    } catch (error) {
      console.error(error);
      setProblem(t("Applications.FetchJob.Failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t("Applications.Fields.Link")}
          type="url"
          placeholder="https://"
          style={{ flex: "1 1 18rem" }}
          {...input}
        />
        <Button variant="light" onClick={fill} loading={busy} data-testid="fetch-job">
          {t("Applications.FetchJob.Button")}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="fetch-job-error">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
