import type { Language } from "@jah/shared";
import type { DemoSeed, SampleReply } from "../demo/index.ts";

/** An invitation's date as its writer would put it: "Montag, 30. November" / "Monday 30 November". */
function spokenDate(isoDate: string, language: Language): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(language === "de" ? "de-DE" : "en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}

/**
 * The demo's inbox (issue 27): the sample replies, matched to their applications with the suggestion a
 * reader would have made, and the unmatched ones apart. They belong to no mail account, so the mailbox
 * reader (which starts from accounts with reading switched on) never tries to connect for them.
 */
export async function seedDemoReplies({ db, userId, sample, ids, ago, dateIn }: DemoSeed): Promise<void> {
  const language = sample.language;
  const insert = async (reply: SampleReply, applicationId: number | null, n: number) => {
    const date = reply.appointment ? dateIn(reply.appointment.in_days) : null;
    const fill = (text: string) =>
      date
        ? text.replaceAll("{date}", spokenDate(date, language)).replaceAll("{time}", reply.appointment!.time)
        : text;
    // A few minutes apart, so replies of the same day keep the file's order.
    const receivedAt = new Date(new Date(ago(reply.days_ago)).getTime() - n * 60_000).toISOString();
    await db
      .insertInto("inbox_message")
      .values({
        user_id: userId,
        mail_account_id: null,
        application_id: applicationId,
        matched_by: applicationId === null ? null : "address",
        folder: "INBOX",
        uid: 0,
        message_id: `<demo-${n}.${userId}@demo.invalid>`,
        from_address: reply.from_address,
        from_name: reply.from_name,
        // Sample replies stand for mail a checking server confirmed: the demo shows no sender warnings.
        sender_check: "verified",
        subject: reply.subject,
        received_at: receivedAt,
        body: applicationId === null ? null : fill(reply.body),
        suggestion: reply.suggestion,
        suggestion_sentence: reply.suggestion ? fill(reply.sentence) : null,
        suggestion_date: date && reply.appointment ? `${date}T${reply.appointment.time}` : null,
        state: reply.state,
        created_at: receivedAt,
      })
      .execute();
  };
  let n = 0;
  for (const application of sample.applications) {
    for (const reply of application.replies) await insert(reply, ids.of(application), ++n);
  }
  for (const reply of sample.unmatched_replies) await insert(reply, null, ++n);
}
