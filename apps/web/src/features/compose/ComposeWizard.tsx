import {
  cvFileName,
  DEFAULT_FIT_PERCENTAGE,
  type DocumentDto,
  defaultFollowUp,
  isoDateSchema,
  type ProfileSummary,
} from "@jah/shared";
import { Alert, Button, Group, Modal, NumberInput, Stack, Stepper, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DraftOffer } from "../../ui/DraftOffer.tsx";
import { useDialogHost } from "../../ui/nested-dialogs.tsx";
import { AiLetterHelper } from "../ai-letter/index.ts";
import { useFit } from "../fit/index.ts";
import { PremiumGate } from "../payments/index.ts";
import { ProfileList } from "../profiles/index.ts";
import { CheckStep } from "./CheckStep.tsx";
import { DiscardDraftDialog } from "./DiscardDraftDialog.tsx";
import { DocumentPicker } from "./DocumentPicker.tsx";
import { composeFormSchema, unfilledPlaceholders } from "./draft.ts";
import { MailFields, type MailFormValues, UnfilledWarning } from "./MailFields.tsx";
import { MailtoNote } from "./MailtoNote.tsx";
import { ProfileTitlePanel, type TitleChoice } from "./ProfileTitlePanel.tsx";
import type { ComposeJob, JobChoice } from "./types.ts";
import { useComposeDraft } from "./use-compose-draft.ts";
import { useComposeSend } from "./use-compose-send.ts";

/** What the wizard opens with: maybe a job already chosen (from a todo row); `key` starts afresh. */
export type ComposeTarget = { application: ComposeJob | null; key: number };

const LAST_STEP = 4;

/** The wizard's host: step 0 (the jobs to choose from) and what to refresh once a mail changed an application. */
interface WizardHost {
  /** Step 0: the host lists the jobs (the applications feature's todo list). */
  jobStep: (choice: JobChoice) => ReactNode;
  onApplicationChanged: () => void;
}

/** The compose wizard of spec section 2: steps 0 to 4 in a modal, with back navigation. */
export function ComposeWizard({
  target,
  onClose,
  jobStep,
  onApplicationChanged,
}: WizardHost & {
  target: ComposeTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const { childOpen, DialogHost } = useDialogHost();
  // The flow answers true when it asked about its typed text instead of closing.
  const guard = useRef<(() => boolean) | null>(null);
  const close = () => {
    if (!guard.current?.()) onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      // Escape on a dialog opened inside (the AI notice) closes that one, not the wizard with its text.
      closeOnEscape={!childOpen}
      size="xl"
      radius="lg"
      fullScreen={phone}
      title={t("Compose.Heading")}
      closeButtonProps={{ "aria-label": t("Common.Close") }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {target && (
        // Unpaid: the notice in the wizard's place, before any step asks for applications data.
        <PremiumGate area="applications">
          <DialogHost>
            <ComposeFlow
              key={target.key}
              initial={target.application}
              onClose={onClose}
              guard={guard}
              jobStep={jobStep}
              onApplicationChanged={onApplicationChanged}
            />
          </DialogHost>
        </PremiumGate>
      )}
    </Modal>
  );
}

function ComposeFlow({
  initial,
  onClose,
  guard,
  jobStep,
  onApplicationChanged,
}: WizardHost & {
  initial: ComposeJob | null;
  onClose: () => void;
  guard: RefObject<(() => boolean) | null>;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(initial ? 1 : 0);
  const [app, setApp] = useState<ComposeJob | null>(initial);
  const [profile, setProfile] = useState<ProfileSummary | null>(null);
  const [title, setTitle] = useState<TitleChoice>({ use: false, value: initial?.job_title ?? "" });
  const [fit, setFit] = useState<number>(DEFAULT_FIT_PERCENTAGE);
  const calculated = useFit(profile?.id ?? null, app?.id ?? null);
  // The chosen profile's calculated fit is the default the user may still change.
  const calculatedScore = calculated.data?.score;
  useEffect(() => {
    if (calculatedScore !== undefined) setFit(calculatedScore);
  }, [calculatedScore]);
  const [documents, setDocuments] = useState<Map<number, DocumentDto>>(new Map());
  const [followUp, setFollowUp] = useState(() => defaultFollowUp());
  const [followUpError, setFollowUpError] = useState<string>();
  const [stepError, setStepError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [mailto, setMailto] = useState<string | null>(null);
  const { send, busy } = useComposeSend(onApplicationChanged);
  const form = useForm<MailFormValues>({
    initialValues: {
      mail_address: initial?.mail_address ?? "",
      mail_subject: "",
      mail_text: "",
      template: null,
    },
    validate: schemaResolver(composeFormSchema, { sync: true }),
  });
  const compose = useComposeDraft({ applicationId: app?.id ?? null, form, title, setTitle, guard });
  // Handed to the mail program: the text has left the wizard, so its draft goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the fallback opens
  useEffect(() => {
    if (mailto) compose.finish();
  }, [mailto]);

  const language = profile?.profile_language ?? "de";
  const missing = app
    ? unfilledPlaceholders(app, language, true, form.values.mail_subject, form.values.mail_text)
    : [];

  const chooseApp = (next: ComposeJob) => {
    setStepError(null);
    if (next.id !== app?.id) {
      // Another job: its recipient and a fresh mail.
      form.setValues({
        mail_address: next.mail_address ?? "",
        mail_subject: "",
        mail_text: "",
        template: null,
      });
      setTitle({ use: false, value: next.job_title });
      compose.restart();
    }
    setApp(next);
  };

  const toggleDocument = useCallback((doc: DocumentDto, checked: boolean) => {
    setDocuments((current) => {
      const next = new Map(current);
      if (checked) next.set(doc.id, doc);
      else next.delete(doc.id);
      return next;
    });
  }, []);

  const next = () => {
    setStepError(null);
    if (active === 0 && !app) return setStepError(t("Compose.Job.Required"));
    if (active === 1 && !profile) return setStepError(t("Compose.Profile.Required"));
    if (active === 2) {
      if (form.validate().hasErrors) return;
      if (missing.length > 0) return setStepError(t("Compose.Unfilled.Blocked"));
    }
    setActive((step) => Math.min(step + 1, LAST_STEP));
  };

  const back = () => {
    setStepError(null);
    setSendError(null);
    setActive((step) => Math.max(step - 1, 0));
  };

  const submit = async () => {
    if (!app || !profile) return;
    setSendError(null);
    const date = isoDateSchema.safeParse(followUp);
    if (!date.success) return setFollowUpError(date.error.issues[0]?.message);
    setFollowUpError(undefined);
    if (form.validate().hasErrors || missing.length > 0) return setActive(2);
    const values = form.getValues();
    const outcome = await send({
      profile: { id: profile.id },
      application: { id: app.id },
      mail_text: values.mail_text,
      mail_address: values.mail_address.trim(),
      mail_subject: values.mail_subject,
      ...(title.use && title.value.trim()
        ? { updated_title: title.value.trim(), use_updated_title: true }
        : {}),
      fit_percentage: fit,
      follow_up: followUp,
      documents: [...documents.keys()],
    });
    if (outcome.kind === "queued") {
      compose.finish();
      onClose();
    } else if (outcome.kind === "mailto") setMailto(outcome.url);
    else {
      setSendError(outcome.message);
      if (Object.keys(outcome.fields).length > 0) {
        form.setErrors(outcome.fields);
        setActive(2);
      }
    }
  };

  const cvFile = profile ? cvFileName(profile) : "";
  const attachments = [...documents.values()].map((doc) => doc.original_name);

  if (mailto && app) {
    return (
      <Stack gap="md">
        <MailtoNote
          url={mailto}
          applicationId={app.id}
          profile={profile}
          cvFile={cvFile}
          files={[...documents.values()].map((doc) => ({ id: doc.id, name: doc.original_name }))}
          onMarkedSent={onApplicationChanged}
        />
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="compose-done">
            {t("Compose.Done")}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={(step) => step < active && setActive(step)}
        allowNextStepsSelect={false}
        size="sm"
        data-testid="compose-stepper"
      >
        <Stepper.Step label={t("Compose.Steps.Job")} />
        <Stepper.Step label={t("Compose.Steps.Profile")} />
        <Stepper.Step label={t("Compose.Steps.Mail")} />
        <Stepper.Step label={t("Compose.Steps.Files")} />
        <Stepper.Step label={t("Compose.Steps.Check")} />
      </Stepper>

      {app && active > 0 && (
        <Text size="sm" c="gray.7" data-testid="compose-chosen-job">
          {t("Compose.ChosenJob", { title: app.job_title, company: app.hireing_company || "–" })}
        </Text>
      )}

      <DraftOffer draft={compose.draft} testId="compose-draft" />
      <DiscardDraftDialog
        opened={compose.confirming}
        onBack={compose.back}
        onKeep={onClose}
        onDiscard={() => {
          compose.finish();
          onClose();
        }}
      />

      <div data-testid={`compose-step-${active}`}>
        {active === 0 && jobStep({ selectedId: app?.id ?? null, onSelect: chooseApp })}
        {active === 1 && (
          <Stack gap="sm">
            <Text size="sm">{t("Compose.Profile.Text")}</Text>
            <ProfileList
              mode="compose"
              applicationId={app?.id ?? null}
              selectedId={profile?.id ?? null}
              onSelect={(chosen) => {
                setStepError(null);
                setProfile(chosen);
              }}
            />
          </Stack>
        )}
        {active === 2 && app && (
          // What the user types here (not what a template fills in) is what the draft keeps.
          <Stack gap="md" onInput={compose.markTyped}>
            <MailFields form={form} source={app} language={language} autoChoose />
            <AiLetterHelper form={form} applicationId={app.id} profileId={profile?.id ?? null} />
            <UnfilledWarning missing={missing} />
            <ProfileTitlePanel
              profileTitle={profile?.title ?? ""}
              jobTitle={app.job_title}
              value={title}
              onChange={setTitle}
            />
            <NumberInput
              label={t("Compose.Fit.Label")}
              description={t("Compose.Fit.Hint")}
              value={fit}
              onChange={(value) => setFit(typeof value === "number" ? value : DEFAULT_FIT_PERCENTAGE)}
              min={0}
              max={100}
              clampBehavior="strict"
              suffix=" %"
              maw={200}
              data-testid="compose-fit"
            />
          </Stack>
        )}
        {active === 3 && <DocumentPicker selected={new Set(documents.keys())} onChange={toggleDocument} />}
        {active === 4 && app && profile && (
          <Stack gap="md">
            <CheckStep
              recipient={form.values.mail_address}
              subject={form.values.mail_subject}
              body={form.values.mail_text}
              cvFile={cvFile}
              cvTitle={title.use && title.value.trim() ? title.value.trim() : null}
              attachments={attachments}
              followUp={followUp}
              followUpError={followUpError}
              onFollowUp={setFollowUp}
            />
            <UnfilledWarning missing={missing} />
          </Stack>
        )}
      </div>

      {stepError && (
        <Text c="red.8" size="sm" role="alert" data-testid="compose-step-error">
          {stepError}
        </Text>
      )}
      {sendError && (
        <Alert color="red" variant="light" role="alert" data-testid="compose-send-error">
          {sendError}
        </Alert>
      )}

      <Group justify="space-between">
        {active > 0 ? (
          <Button variant="default" onClick={back} disabled={busy} data-testid="compose-back">
            {t("Compose.Back")}
          </Button>
        ) : (
          <Button variant="default" onClick={() => guard.current?.() || onClose()}>
            {t("Common.Cancel")}
          </Button>
        )}
        {active < LAST_STEP ? (
          <Button onClick={next} data-testid="compose-next">
            {active === LAST_STEP - 1 ? t("Compose.CheckAndSend") : t("Compose.Next")}
          </Button>
        ) : (
          <Button onClick={submit} loading={busy} disabled={missing.length > 0} data-testid="compose-send">
            {t("Compose.Send.Button")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
