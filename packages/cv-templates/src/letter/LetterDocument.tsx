// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import type { Language, Profile } from "@jah/shared";
import { postalAddressLine } from "@jah/shared/postal-address";
import { type CvTemplate, DEFAULT_CV_TEMPLATE } from "@jah/shared/profile-values";
import { Document, Page, Text, View } from "@react-pdf/renderer";
import { publicCvData } from "../public-data.ts";
import { THEMES } from "../theme.ts";
import {
  ADDRESS_FIELD_MM,
  INFO_BLOCK_MM,
  type LetterForm,
  LINE_MM,
  letterGeometry,
  mm,
  TEXT_MM,
} from "./geometry.ts";
import { LetterHeader, type Sender } from "./LetterHeader.tsx";
import { closingFor, letterDate, letterParts } from "./letter-text.ts";

export type LetterInput = {
  profile: Profile;
  template?: CvTemplate;
  language: Language;
  /** DIN 5008 form B (default: room for a 45 mm letterhead) or A (27 mm). */
  form?: LetterForm;
  /** The recipient's address, one line each (company, person, street, town). */
  recipient: string[];
  subject: string;
  /** The letter's text, possibly with its own salutation and closing. */
  text: string;
  /** The salutation when the text has none. */
  salutation: string;
  /** Whether the letter is to a named person (British "Yours sincerely" rather than "faithfully"). */
  namedRecipient: boolean;
  enclosures?: string[];
  date?: Date;
  /** Fold and hole marks on the left edge (default on). */
  marks?: boolean;
};

const WORDS = {
  de: { phone: "Telefon", email: "E-Mail", date: "Datum", enclosures: "Anlagen" },
  en: { phone: "Telephone", email: "Email", date: "Date", enclosures: "Enclosures" },
} as const;

function senderOf(profile: Profile): Sender {
  const p = publicCvData(profile);
  return {
    name: [p.vorname, p.name].filter(Boolean).join(" "),
    street: [p.street, p.housenumber].filter(Boolean).join(" "),
    address: postalAddressLine(p),
    town: [p.postcode, p.city].filter(Boolean).join(" "),
    phone: p.telefon || p.mobile,
    email: p.email,
  };
}

/** A cover letter on an A4 page laid out by DIN 5008 in a CV template's fonts and colours. */
export function LetterDocument(input: LetterInput) {
  const template = input.template && THEMES[input.template] ? input.template : DEFAULT_CV_TEMPLATE;
  const t = THEMES[template];
  const lang = input.language;
  const words = WORDS[lang];
  const g = letterGeometry(input.form ?? "B");
  const sender = senderOf(input.profile);
  const parts = letterParts(input.text);
  const fontSize = Math.max(10, t.size.body + 1.5);
  const lineHeight = 1.35;
  const text = { fontFamily: t.font.body, fontSize, lineHeight, color: t.main.text };
  const gap = fontSize * lineHeight;
  const returnLine = [sender.name, sender.address].filter(Boolean).join(" · ");
  const info: [string, string][] = [
    [words.phone, sender.phone],
    [words.email, sender.email],
    [words.date, letterDate(input.date ?? new Date(), lang)],
  ].filter(([, value]) => value) as [string, string][];
  const enclosures = (input.enclosures ?? []).filter((e) => e.trim());
  const mark = (top: number, width: number) => (
    <View
      key={top}
      style={{
        position: "absolute",
        left: mm(3),
        top: mm(top),
        width: mm(width),
        borderTopWidth: 0.4,
        borderTopColor: t.main.muted,
      }}
    />
  );

  return (
    <Document
      title={input.subject}
      author={sender.name}
      creator="Job Application Helper"
      producer="Job Application Helper"
      language={lang}
    >
      <Page
        size="A4"
        style={{
          paddingTop: mm(TEXT_MM.nextPageTop),
          paddingBottom: mm(TEXT_MM.bottom),
          paddingLeft: mm(TEXT_MM.left),
          paddingRight: mm(TEXT_MM.right),
          backgroundColor: "#FFFFFF",
        }}
      >
        <LetterHeader template={template} sender={sender} height={mm(g.addressFieldTop - 5)} />
        {input.marks === false
          ? null
          : [mark(g.foldMarks[0], 5), mark(g.foldMarks[1], 5), mark(g.holeMark, 7)]}
        {/* The address field: return line at the foot of its note zone, the address in its own zone. */}
        <View
          style={{
            position: "absolute",
            left: mm(ADDRESS_FIELD_MM.left + ADDRESS_FIELD_MM.indent),
            top: mm(g.addressFieldTop),
            width: mm(ADDRESS_FIELD_MM.width - ADDRESS_FIELD_MM.indent),
            height: mm(ADDRESS_FIELD_MM.noteZone),
            justifyContent: "flex-end",
          }}
        >
          {returnLine ? (
            <Text
              style={{
                fontFamily: t.font.body,
                fontSize: 7,
                lineHeight: 1.2,
                color: t.main.muted,
                textDecoration: "underline",
                maxLines: 1,
              }}
            >
              {returnLine}
            </Text>
          ) : null}
        </View>
        <View
          style={{
            position: "absolute",
            left: mm(ADDRESS_FIELD_MM.left + ADDRESS_FIELD_MM.indent),
            top: mm(g.addressTop),
            width: mm(ADDRESS_FIELD_MM.width - ADDRESS_FIELD_MM.indent),
            height: mm(ADDRESS_FIELD_MM.height - ADDRESS_FIELD_MM.noteZone),
          }}
        >
          {input.recipient
            .filter((line) => line.trim())
            .slice(0, 6)
            .map((line) => (
              <Text key={line} style={{ ...text, lineHeight: LINE_MM / (fontSize * 0.3528) }}>
                {line}
              </Text>
            ))}
        </View>
        <View
          style={{
            position: "absolute",
            left: mm(INFO_BLOCK_MM.left),
            top: mm(g.infoBlockTop),
            width: mm(INFO_BLOCK_MM.width),
          }}
        >
          {info.map(([label, value]) => (
            <View key={label} style={{ flexDirection: "row" }}>
              <Text style={{ ...text, fontSize: fontSize - 1.5, width: mm(20), color: t.main.muted }}>
                {label}
              </Text>
              <Text style={{ ...text, fontSize: fontSize - 1.5, flex: 1 }}>{value}</Text>
            </View>
          ))}
        </View>
        {/* The flow starts at the subject line on the first page and at the top margin on the next. */}
        <View style={{ height: mm(g.subjectTop - TEXT_MM.nextPageTop) }} />
        <Text style={{ ...text, fontFamily: t.font.heading, fontWeight: 700, color: t.main.text }}>
          {input.subject}
        </Text>
        <Text style={{ ...text, marginTop: gap * 2 }}>{parts.salutation ?? input.salutation}</Text>
        {parts.paragraphs.map((paragraph, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
          <Text key={i} style={{ ...text, marginTop: gap }}>
            {paragraph}
          </Text>
        ))}
        <View wrap={false}>
          <Text style={{ ...text, marginTop: gap }}>
            {closingFor(parts.closing, lang, input.namedRecipient)}
          </Text>
          <Text style={{ ...text, marginTop: gap * 3, fontFamily: t.font.name, color: t.main.text }}>
            {sender.name}
          </Text>
        </View>
        {enclosures.length > 0 ? (
          <View wrap={false} style={{ marginTop: gap * 2 }}>
            <Text style={{ ...text, fontWeight: 700 }}>{words.enclosures}</Text>
            {enclosures.map((e) => (
              <Text key={e} style={text}>
                {e}
              </Text>
            ))}
          </View>
        ) : null}
      </Page>
    </Document>
  );
}
