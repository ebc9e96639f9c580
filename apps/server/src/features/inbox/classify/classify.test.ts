import { INBOX_SUGGESTIONS } from "@jah/shared";
import { describe, expect, it } from "vitest";
import { classifyReply } from "./classify.ts";
import { findDate } from "./dates.ts";
import { accuracyPerClass, LABELLED_RECEIVED_AT, labelledReplies } from "./labelled.ts";
import { PRIORITY, RULES } from "./rules.ts";
import { ownText, sentences } from "./sentences.ts";

const receivedAt = new Date("2027-03-01T09:00:00Z");
const classify = (subject: string, text: string) => classifyReply({ subject, text, receivedAt });

describe("classifyReply in German", () => {
  it("finds an invitation with its date and time and names the sentence", () => {
    const s = classify(
      "AW: Bewerbung",
      "Sehr geehrte Frau Weber,\n\nvielen Dank für Ihre Bewerbung. Gerne laden wir Sie am 16.03.2027 um 10:30 Uhr zu einem Vorstellungsgespräch ein.\n\nMit freundlichen Grüßen",
    );
    expect(s?.kind).toBe("invitation");
    expect(s?.sentence).toBe(
      "Gerne laden wir Sie am 16.03.2027 um 10:30 Uhr zu einem Vorstellungsgespräch ein.",
    );
    expect(s?.appointment).toEqual({ date: "2027-03-16", time: "10:30" });
  });

  it("reads a month name and puts a date without a year after the day the mail arrived", () => {
    expect(findDate("am Dienstag, 9. Februar um 14 Uhr", receivedAt)).toEqual({
      date: "2028-02-09",
      time: "14:00",
    });
    expect(findDate("am 14. März", receivedAt)).toEqual({ date: "2027-03-14", time: null });
  });

  it("takes a rejection, even when it mentions an interview", () => {
    const s = classify(
      "Ihre Bewerbung",
      "Leider können wir Sie nicht zu einem Vorstellungsgespräch einladen. Alles Gute!",
    );
    expect(s?.kind).toBe("rejection");
    expect(s?.sentence).toContain("Leider");
  });

  it("finds a request for documents, a confirmation of receipt and an offer", () => {
    expect(classify("Unterlagen", "Bitte reichen Sie Ihre Arbeitszeugnisse nach.")?.kind).toBe("documents");
    expect(classify("Eingangsbestätigung", "Wir haben Ihre Bewerbung erhalten und melden uns.")?.kind).toBe(
      "receipt",
    );
    expect(classify("Zusage", "Wir freuen uns, Ihnen die Stelle anbieten zu können.")?.kind).toBe("offer");
  });

  it("suggests nothing for an out-of-office reply or an unrelated mail", () => {
    expect(classify("Abwesenheitsnotiz", "Ich bin bis zum 20. März nicht im Büro.")).toBeNull();
    expect(classify("Rechnung", "Anbei Ihre Rechnung für Februar.")).toBeNull();
  });
});

describe("classifyReply in English", () => {
  it("finds an invitation with a US-style date and an afternoon time", () => {
    const s = classify(
      "Re: Application",
      "Hi Sam,\n\nWe would like to invite you to an interview on March 16, 2027 at 2:30 pm. Best, Emma",
    );
    expect(s?.kind).toBe("invitation");
    expect(s?.appointment).toEqual({ date: "2027-03-16", time: "14:30" });
  });

  it("finds a rejection, a document request, a receipt and an offer", () => {
    expect(
      classify("Update", "Unfortunately, we have decided to move forward with other candidates.")?.kind,
    ).toBe("rejection");
    expect(classify("CV", "Could you please send us copies of your certificates?")?.kind).toBe("documents");
    expect(classify("Thanks", "We have received your application and will be in touch.")?.kind).toBe(
      "receipt",
    );
    expect(classify("Offer", "We are delighted to offer you the position of Designer.")?.kind).toBe("offer");
  });

  it("suggests nothing for an auto-reply", () => {
    expect(classify("Automatic reply", "I am out of the office until Monday.")).toBeNull();
  });

  it("ignores the quoted application below the reply", () => {
    const text =
      "Thanks, got your application. We will review it.\n\nOn Mon, 1 Mar 2027 at 09:00, Sam <sam@example.com> wrote:\n> I would be happy to be invited to an interview.";
    expect(ownText(text)).not.toContain("interview");
    expect(classify("Re: Application", text)?.kind).toBe("receipt");
  });
});

describe("sentences", () => {
  it("keeps dates and abbreviations inside their sentence", () => {
    expect(sentences("Am 14. März ca. um 10 Uhr. Dr. Meier kommt auch.")).toEqual([
      "Am 14. März ca. um 10 Uhr.",
      "Dr. Meier kommt auch.",
    ]);
  });
});

describe("the labelled set", () => {
  const replies = labelledReplies();

  it("holds at least 120 German and English replies of every kind", () => {
    expect(replies.length).toBeGreaterThanOrEqual(120);
    for (const lang of ["de", "en"]) {
      const labels = new Set(replies.filter((r) => r.lang === lang).map((r) => r.label));
      expect([...labels].sort()).toEqual([
        "documents",
        "invitation",
        "none",
        "offer",
        "receipt",
        "rejection",
      ]);
    }
  });

  it("is classified with an accuracy of at least 0.90 per class", () => {
    for (const row of accuracyPerClass(replies)) expect(row.accuracy, row.label).toBeGreaterThanOrEqual(0.9);
  });

  it("gives every invitation the date and time a person reads in it", () => {
    const invitations = replies.filter((r) => r.label === "invitation");
    for (const r of invitations) {
      const s = classifyReply({ subject: r.subject, text: r.text, receivedAt: LABELLED_RECEIVED_AT });
      expect(s?.appointment ?? null, r.subject).toEqual(
        r.date ? { date: r.date, time: r.time ?? null } : null,
      );
    }
  });
});

describe("the classifier's kinds", () => {
  it("are the shared suggestion kinds, each with rules and a place in the tie-break order", () => {
    expect(Object.keys(RULES).sort()).toEqual([...INBOX_SUGGESTIONS].sort());
    expect([...PRIORITY].sort()).toEqual([...INBOX_SUGGESTIONS].sort());
  });
});

describe("offers told from invitations by what the sentence does (issue 39)", () => {
  it("reads a warmly worded German offer as an offer, its start date no appointment", () => {
    const s = classify(
      "Ihre Bewerbung als Data Analyst",
      "Liebe Frau Weber,\n\nnach den tollen Gesprächen mit Ihnen möchten wir Ihnen die Stelle sehr gerne geben. Wir würden uns freuen, Sie ab dem 1. April in unserem Team zu begrüßen.\n\nHerzliche Grüße\nJana Vogt",
    );
    expect(s?.kind).toBe("offer");
    expect(s?.sentence).toBe(
      "nach den tollen Gesprächen mit Ihnen möchten wir Ihnen die Stelle sehr gerne geben.",
    );
    expect(s?.appointment).toBeNull();
  });

  it("reads an English offer that says 'we'd love to have you join us', not the interview it mentions", () => {
    const s = classify(
      "Re: Next steps",
      "Hi Anna,\n\nThanks again for coming in for the interview last week. We'd love to have you join us as our new Product Designer! Your start date would be Monday, May 3rd. I'll send the contract over for signature tomorrow.\n\nBest,\nMark",
    );
    expect(s?.kind).toBe("offer");
    expect(s?.sentence).toContain("We'd love to have you join us");
  });

  it("keeps 'join us for an interview' an invitation", () => {
    const s = classify(
      "Next steps",
      "Hi Anna, we'd love to have you join us for a second interview on March 18th at 2pm with our CTO.",
    );
    expect(s?.kind).toBe("invitation");
    expect(s?.appointment).toEqual({ date: "2027-03-18", time: "14:00" });
  });

  it("takes the appointment, not the reply-by date, of an invitation", () => {
    const s = classify(
      "Einladung zum Vorstellungsgespräch",
      "Guten Tag Frau Weber,\n\nbitte bestätigen Sie uns bis zum 10.03.2027, ob Sie am 16.03.2027 um 14:00 Uhr zu einem Vorstellungsgespräch zu uns kommen können.",
    );
    expect(s?.kind).toBe("invitation");
    expect(s?.appointment).toEqual({ date: "2027-03-16", time: "14:00" });
    const english = classify(
      "Interview",
      "We would like to invite you to an interview on March 18th at 11am. Please let us know by March 12th whether that works for you.",
    );
    expect(english?.appointment).toEqual({ date: "2027-03-18", time: "11:00" });
  });

  it("reads 'passed your CV on' and 'an die Fachabteilung weitergeleitet' as receipts", () => {
    expect(
      classify(
        "RE: Application",
        "Hi Anna, thanks for reaching out! I've passed your CV on to our engineering lead, who will be in touch.",
      )?.kind,
    ).toBe("receipt");
    expect(
      classify(
        "AW: Bewerbung",
        "Hallo Frau Weber, danke für Ihre Nachricht. Ich habe Ihre Unterlagen an die Fachabteilung weitergeleitet.",
      )?.kind,
    ).toBe("receipt");
  });
});

describe("dates as people write them (issue 39)", () => {
  // Monday, 1 March 2027, 09:00 UTC.
  const monday = new Date("2027-03-01T09:00:00Z");
  const at = (text: string) => findDate(text, monday);

  it("reads relative days and weekdays against the day the mail arrived", () => {
    expect(at("Hätten Sie morgen um 15 Uhr Zeit?")).toEqual({ date: "2027-03-02", time: "15:00" });
    expect(at("Guten Morgen Frau Weber, passt Ihnen übermorgen um 9:30?")).toEqual({
      date: "2027-03-03",
      time: "09:30",
    });
    expect(at("Would tomorrow at 2pm work for you?")).toEqual({ date: "2027-03-02", time: "14:00" });
    expect(at("Können Sie nächsten Dienstag um 11 Uhr zu uns kommen?")).toEqual({
      date: "2027-03-02",
      time: "11:00",
    });
    expect(at("How about next Monday at 10am?")).toEqual({ date: "2027-03-08", time: "10:00" });
    expect(at("Wir laden Sie nächste Woche Donnerstag um 10 Uhr ein.")).toEqual({
      date: "2027-03-11",
      time: "10:00",
    });
    expect(at("Does Thursday next week at 4 pm suit you?")).toEqual({ date: "2027-03-11", time: "16:00" });
  });

  it("reads a weekday with a day but no month", () => {
    expect(at("am Dienstag, den 16. um 10 Uhr")).toEqual({ date: "2027-03-16", time: "10:00" });
    expect(at("Are you free on Wednesday the 17th at 10am?")).toEqual({ date: "2027-03-17", time: "10:00" });
    // The 2nd of a month that is a Friday: April 2027.
    expect(at("Freitag, den 2. um 9 Uhr")).toEqual({ date: "2027-04-02", time: "09:00" });
  });

  it("leaves relative reply-by dates out", () => {
    expect(at("Bitte melden Sie sich bis morgen.")).toBeNull();
    expect(at("Please let us know by Friday.")).toBeNull();
  });

  it("tells reply-by dates and deadlines from the appointment, in whichever order they come", () => {
    const appointment = (text: string) =>
      classifyReply({ subject: "Einladung", text, receivedAt: monday })?.appointment;
    expect(
      appointment(
        "Bitte antworten Sie bis zum 12.03., ob Ihnen ein Vorstellungsgespräch am 16.03. um 10 Uhr passt.",
      ),
    ).toEqual({ date: "2027-03-16", time: "10:00" });
    expect(
      appointment(
        "Bitte antworten Sie bis zum 12.03. Wir laden Sie herzlich zu einem Vorstellungsgespräch am 16.03.2027 um 10:00 Uhr ein.",
      ),
    ).toEqual({ date: "2027-03-16", time: "10:00" });
    expect(
      appointment(
        "We would like to invite you to an interview. Please let us know by Friday whether Tuesday 16 March at 10am works.",
      ),
    ).toEqual({ date: "2027-03-16", time: "10:00" });
    // A deadline alone is no appointment.
    for (const text of [
      "Wir möchten Sie zu einem Vorstellungsgespräch einladen. Rückmeldung bitte bis Freitag, 12.03.",
      "Wir möchten Sie zu einem Vorstellungsgespräch einladen. Antwortfrist: 12.03.2027.",
      "Wir möchten Sie zu einem Vorstellungsgespräch einladen. Ihre Rückmeldung erbitten wir bis spätestens 12.03.2027.",
      "We would like to invite you to an interview. Deadline for your reply: 12 March 2027.",
      "We would like to invite you to an interview. Please confirm no later than Friday, 12 March, 5pm.",
      "We would like to invite you to an interview. Please respond before 12 March.",
    ]) {
      expect(appointment(text)).toBeNull();
    }
  });

  it("takes the time from its own line below the date of an invitation", () => {
    const s = classifyReply({
      subject: "Einladung zum Vorstellungsgespräch",
      text: "Sehr geehrte Frau Weber,\n\nwir laden Sie herzlich zu einem Vorstellungsgespräch ein.\n\nDatum: Dienstag, 16.03.2027\n\nUhrzeit: 10:30 Uhr\n\nOrt: Hauptstraße 5, Berlin",
      receivedAt: monday,
    });
    expect(s?.kind).toBe("invitation");
    expect(s?.appointment).toEqual({ date: "2027-03-16", time: "10:30" });
  });
});
