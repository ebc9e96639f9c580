import { cvFileName, type DocumentDto, defaultFollowUp, type ProfileSummary } from "@jah/shared";
import { Alert, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SendIcon } from "../../ui/app-icons.tsx";
import { ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { AiLetterHelper } from "../ai-letter/index.ts";
import { useProfiles } from "../profiles/index.ts";
import {
  attachDocument,
  composeKeys,
  detachDocument,
  fetchAttached,
  fetchSent,
  type SentMail,
} from "./api.ts";
import { DocumentPicker } from "./DocumentPicker.tsx";
import { composeFormSchema, unfilledPlaceholders } from "./draft.ts";
import { MailFields, type MailFormValues, UnfilledWarning } from "./MailFields.tsx";
import { MailtoNote } from "./MailtoNote.tsx";
import { ProfileTitlePanel, type TitleChoice } from "./ProfileTitlePanel.tsx";
import { SendingAccount } from "./SendingAccount.tsx";
import { SentMailView } from "./SentMailView.tsx";
import type { MailApplication } from "./types.ts";
import { useComposeSend } from "./use-compose-send.ts";

const POLL_MS = 3000;
const pending = (sent: SentMail | null | undefined) =>
  sent?.status === "queued" || sent?.status === "sending";

/**
 * An application's mail (the view modal's mail tab): write and send it, or, once sent, what was sent
 * and how its delivery went (checked again every few seconds while it is on its way).
 * `onApplicationChanged` runs when sending changed the application on the server (status, timeline).
 */
export function ApplicationMail({
  application: detail,
  onApplicationChanged,
}: {
  application: MailApplication;
  onApplicationChanged: () => void;
}) {
  const { t } = useTranslation();
  const sent = useQuery({
    queryKey: composeKeys.sent(detail.id),
    queryFn: ({ signal }) => fetchSent(detail.id, signal),
    refetchInterval: (query) => (pending(query.state.data) ? POLL_MS : false),
  });

  // Delivered or failed at last: the application changed on the server (status, timeline).
  const wasPending = useRef(false);
  useEffect(() => {
    const now = pending(sent.data);
    if (wasPending.current && !now) onApplicationChanged();
    wasPending.current = now;
  }, [sent.data, onApplicationChanged]);

  if (sent.isPending) return <ListSkeleton rows={1} height={200} />;
  if (sent.isError) return <LoadError text={t("MailTab.LoadError")} onRetry={sent.refetch} />;
  const record = sent.data;
  const canSend = !detail.send && (record === null || record.status === "failed");
  return (
    <Stack gap="xl">
      {record && <SentMailView sent={record} />}
      {!record && detail.send && (
        <Alert color="navy" variant="light" data-testid="mail-sent-elsewhere">
          {t("MailTab.SentElsewhere")}
        </Alert>
      )}
      {canSend && (
        <MailForm detail={detail} again={record !== null} onApplicationChanged={onApplicationChanged} />
      )}
    </Stack>
  );
}

function MailForm({
  detail,
  again,
  onApplicationChanged,
}: {
  detail: MailApplication;
  again: boolean;
  onApplicationChanged: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profiles = useProfiles();
  const [profileId, setProfileId] = useState<string | null>(
    detail.profile ? String(detail.profile.id) : null,
  );
  const [profileError, setProfileError] = useState<string | null>(null);
  const [title, setTitle] = useState<TitleChoice>({ use: false, value: detail.job_title });
  const [busyDoc, setBusyDoc] = useState<number | null>(null);
  const [mailto, setMailto] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { send, busy } = useComposeSend(onApplicationChanged);
  const attached = useQuery({
    queryKey: composeKeys.attached(detail.id),
    queryFn: ({ signal }) => fetchAttached(detail.id, signal),
  });
  const form = useForm<MailFormValues>({
    initialValues: {
      mail_address: detail.mail_address ?? "",
      mail_subject: detail.mail_subject ?? "",
      mail_text: detail.mail_text ?? "",
      template: null,
    },
    validate: schemaResolver(composeFormSchema, { sync: true }),
  });

  const profile: ProfileSummary | undefined = profiles.data?.find((item) => String(item.id) === profileId);
  // The first profile is the natural choice when the application has none yet.
  useEffect(() => {
    if (profileId === null && profiles.data?.[0]) setProfileId(String(profiles.data[0].id));
  }, [profileId, profiles.data]);

  const language = profile?.profile_language ?? "de";
  const missing = unfilledPlaceholders(
    detail,
    language,
    true,
    form.values.mail_subject,
    form.values.mail_text,
  );
  const selected = new Set((attached.data ?? []).map((link) => link.document.id));

  const toggle = useCallback(
    async (doc: DocumentDto, checked: boolean) => {
      const links = queryClient.getQueryData<Awaited<ReturnType<typeof fetchAttached>>>(
        composeKeys.attached(detail.id),
      );
      const link = links?.find((item) => item.document.id === doc.id);
      if (checked === Boolean(link)) return;
      setBusyDoc(doc.id);
      try {
        if (checked) await attachDocument(detail.id, doc.id);
        else if (link) await detachDocument(link.id);
        await queryClient.invalidateQueries({ queryKey: composeKeys.attached(detail.id) });
      } finally {
        setBusyDoc(null);
      }
    },
    [detail.id, queryClient],
  );

  const submit = async () => {
    setError(null);
    if (!profile) return setProfileError(t("Compose.Profile.Required"));
    setProfileError(null);
    if (form.validate().hasErrors || missing.length > 0) return;
    const values = form.getValues();
    const outcome = await send({
      profile: { id: profile.id },
      application: { id: detail.id },
      mail_text: values.mail_text,
      mail_address: values.mail_address.trim(),
      mail_subject: values.mail_subject,
      ...(title.use && title.value.trim()
        ? { updated_title: title.value.trim(), use_updated_title: true }
        : {}),
      follow_up: detail.follow_up ?? defaultFollowUp(),
      documents: [...selected],
    });
    if (outcome.kind === "mailto") setMailto(outcome.url);
    else if (outcome.kind === "error") {
      setError(outcome.message);
      form.setErrors(outcome.fields);
    }
  };

  if (mailto) {
    const files = (attached.data ?? []).map((link) => ({
      id: link.document.id,
      name: link.document.original_name,
    }));
    return (
      <MailtoNote
        url={mailto}
        applicationId={detail.id}
        profile={profile ?? null}
        cvFile={profile ? cvFileName(profile) : ""}
        files={files}
        onMarkedSent={onApplicationChanged}
      />
    );
  }

  return (
    <Stack gap="md" data-testid="mail-form">
      {again && (
        <Title order={3} size="h5">
          {t("MailTab.SendAgain")}
        </Title>
      )}
      <Select
        label={t("MailTab.Profile")}
        data={(profiles.data ?? []).map((item) => ({
          value: String(item.id),
          label: item.profiletitle || `${item.vorname} ${item.name}`.trim() || `#${item.id}`,
        }))}
        value={profileId}
        onChange={(value) => {
          setProfileError(null);
          setProfileId(value);
        }}
        disabled={profiles.isPending}
        error={profileError ?? (profiles.isError ? t("MailTab.ProfilesError") : undefined)}
        allowDeselect={false}
        data-testid="mail-profile"
      />
      {profiles.isSuccess && profiles.data.length === 0 && (
        <Text size="sm" c="gray.7">
          {t("Profile.List.EmptyCompose")}
        </Text>
      )}
      <MailFields form={form} source={detail} language={language} testPrefix="mail" autoChoose />
      <AiLetterHelper form={form} applicationId={detail.id} profileId={profile?.id ?? null} />
      <UnfilledWarning missing={missing} testId="mail-unfilled" />
      <div>
        <Text fw={600} size="sm" mb="xs">
          {t("MailTab.Files")}
        </Text>
        {attached.isError ? (
          <LoadError text={t("Compose.Files.LoadError")} onRetry={attached.refetch} />
        ) : (
          <DocumentPicker
            selected={selected}
            onChange={(doc, checked) => void toggle(doc, checked)}
            busyId={busyDoc}
            testPrefix="mail"
          />
        )}
      </div>
      <ProfileTitlePanel
        profileTitle={profile?.title ?? ""}
        jobTitle={detail.job_title}
        value={title}
        onChange={setTitle}
        testPrefix="mail"
      />
      <SendingAccount />
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="mail-send-error">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<SendIcon size={18} />}
          onClick={submit}
          loading={busy}
          disabled={missing.length > 0}
          data-testid="mail-send"
        >
          {t("Compose.Send.Button")}
        </Button>
      </Group>
    </Stack>
  );
}
