import type { AiPassage } from "@jah/shared";

/** A name in a letter: an organisation, school or person, with the words that must be known. */
export type FoundName = {
  text: string;
  start: number;
  end: number;
  kind: "employer" | "education" | "name";
  /** Its words without legal forms and connectors: each must occur in the user's facts or the ad. */
  significant: string[];
};

type Token = { text: string; start: number; end: number; cap: boolean; sentenceStart: boolean };

const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}'’&.-]*[\p{L}\p{N}])?/gu;
const lower = (s: string) => s.toLowerCase();

const COMPANY = new Set(
  "gmbh ag se kg kgaa ohg gbr ug e.v ltd limited inc llc corp corporation plc co group gruppe holding bank versicherung verlag werke stadtwerke labs technologies systems solutions consulting services partners sparkasse volksbank".split(
    " ",
  ),
);
const INSTITUTION = new Set(
  "universität university hochschule fachhochschule college institute institut akademie academy school schule gymnasium berufsschule tu fh rwth eth lmu".split(
    " ",
  ),
);
/** Words that may sit inside a name ("Bank of America", "Universität zu Köln"). */
const CONNECTOR = new Set(["of", "zu", "&", "de", "and"]);
/** Capitalised words that are no names: pronouns, letter formulas, sentence openers, months, languages. */
const STOP = new Set(
  `sehr geehrte geehrter frau herr herrn dear ms mr mrs miss dr prof hallo hi hello liebe lieber guten tag damen herren sir madam
  mit ich sie ihr ihre ihren ihrem ihrer ihres ihnen wir uns unser unsere als bei beim in im seit während durch für von zu zum zur
  the a an i i'm i've i'd i'll my your our we you as at with for since during yours kind best regards sincerely faithfully warm
  hiring team manager mein meine meinen meinem meiner der die das den dem des ein eine einen einem einer dies diese dieser dieses
  dabei zudem außerdem gerne gern darüber hiermit daher deshalb deswegen gleichzeitig besonders insbesondere this that these those
  also furthermore moreover thank thanks vielen dank über auf aus nach vor unter um an am es er du dich dir dein deine euch euer eure
  looking please bitte grüße grüßen freundliche freundlichen viele beste herzliche mfg was wie wo wenn weil dass da so und oder aber
  auch nicht noch schon nun jetzt heute here there what when where why how if because and or but not now today however while
  januar februar märz april mai juni juli august september oktober november dezember january february march june july october december
  montag dienstag mittwoch donnerstag freitag monday tuesday wednesday thursday friday
  deutsch deutsche deutschen englisch französisch spanisch italienisch german english french spanish italian europe europa
  bewerbung stelle position job cv lebenslauf anlage anlagen anhang unternehmen firma company anschreiben betreff subject re
  it edv hr ki ai ux ui pdf ceo cto cfo b2b b2c usa eu uk din iso ok neben jahr jahre jahren year years
  bachelor master science arts engineering diplom abitur mba phd`.split(/\s+/),
);
/** Common German nouns by their ending: two of them side by side are no name ("Java Entwickler"). */
const COMMON_DE =
  /(ung|ungen|heit|keit|schaft|ion|ionen|tät|ler|er|ern|ist|isten|ent|enten|ur|ik|nis|ismus|ment|ling|chen|ei|ie|ien)$/;
const ABBREVIATION = new Set([
  "dr",
  "prof",
  "dipl",
  "z.b",
  "bzw",
  "ca",
  "nr",
  "st",
  "mr",
  "ms",
  "mrs",
  "co",
  "inc",
  "ltd",
]);
const CUE = new Set(["bei", "beim", "at", "joined", "für", "for", "with"]);
const ARTICLE = new Set(["der", "die", "das", "dem", "den", "einem", "einer", "the", "a", "an"]);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index;
    const before = text.slice(0, start).replace(/[\s"'„“”‚‘(«»•*–-]+$/u, "");
    const previous = tokens.at(-1);
    const afterAbbreviation =
      previous !== undefined && ABBREVIATION.has(lower(previous.text)) && before.endsWith(".");
    tokens.push({
      text: m[0],
      start,
      end: start + m[0].length,
      cap: /^\p{Lu}/u.test(m[0]),
      sentenceStart:
        !afterAbbreviation &&
        (before === "" || /[.!?:;\n]$/.test(before) || /\n\s*$/.test(text.slice(0, start))),
    });
  }
  return tokens;
}

const isAcronym = (t: string) => /^[\p{Lu}\d&]{2,}$/u.test(t) && /\p{Lu}.*\p{Lu}/u.test(t);
const isCamel = (t: string) => /^\p{Lu}\p{Ll}+\p{Lu}/u.test(t);

/**
 * The names a letter mentions, by rules: runs of capitalised words with a legal form (GmbH, Ltd),
 * a school word (Universität), an acronym (SAP) or after "bei"/"at"; and runs of two or more names
 * ("Harbour Systems", "Anna Schmidt"). Words inside a skill's span are the skill check's business.
 */
export function findNames(letter: string, skillSpans: AiPassage[]): FoundName[] {
  const tokens = tokenize(letter);
  const inSkill = (t: Token) => skillSpans.some((s) => t.start < s.end && t.end > s.start);
  const german = /\b(und|der|die|das|ich|Sie|mit|für)\b/.test(letter);
  const names: FoundName[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!tokens[i]!.cap) {
      i++;
      continue;
    }
    // A run: capitalised words separated by one space, a hyphen or " & ", connectors inside.
    const run = [i];
    let j = i + 1;
    while (j < tokens.length) {
      const gap = letter.slice(tokens[j - 1]!.end, tokens[j]!.start);
      if (!/^(?: |-| & )$/.test(gap)) break;
      const t = tokens[j]!;
      // A legal form ends a name: "ACME GmbH Dienste" is the company and a noun.
      if (COMPANY.has(lower(tokens[j - 1]!.text)) && run.length > 1) break;
      if (t.cap || lower(t.text) === "e.v") run.push(j);
      else if (CONNECTOR.has(lower(t.text)) && tokens[j + 1]?.cap) run.push(j);
      else break;
      j++;
    }
    i = j;
    let kept = run.map((k) => tokens[k]!);
    while (kept.length > 0 && (STOP.has(lower(kept[0]!.text)) || CONNECTOR.has(lower(kept[0]!.text))))
      kept = kept.slice(1);
    while (kept.length > 0 && (STOP.has(lower(kept.at(-1)!.text)) || CONNECTOR.has(lower(kept.at(-1)!.text))))
      kept = kept.slice(0, -1);
    if (kept.length === 0) continue;
    const words = kept.map((t) => lower(t.text));
    const company = words.some((w) => COMPANY.has(w));
    const institution = words.some((w) => INSTITUTION.has(w));
    const acronym = kept.some(
      (t) => !inSkill(t) && !STOP.has(lower(t.text)) && (isAcronym(t.text) || isCamel(t.text)),
    );
    const first = tokens.indexOf(kept[0]!);
    const back1 = lower(tokens[first - 1]?.text ?? "");
    const back2 = lower(tokens[first - 2]?.text ?? "");
    const cue = CUE.has(back1) || (ARTICLE.has(back1) && CUE.has(back2));
    const nameLike = kept.filter(
      (t) =>
        !inSkill(t) &&
        !STOP.has(lower(t.text)) &&
        !CONNECTOR.has(lower(t.text)) &&
        !(german && COMMON_DE.test(lower(t.text))),
    );
    const single = kept.length === 1 ? kept[0]! : undefined;
    const cueName =
      cue && single !== undefined && !inSkill(single) && nameLike.length === 1 && !single.sentenceStart;
    const multi = kept.length >= 2 && nameLike.length >= 1;
    if (!(company || institution || acronym || cueName || multi)) continue;
    const significant = kept
      .filter(
        (t) =>
          !inSkill(t) &&
          !COMPANY.has(lower(t.text)) &&
          !CONNECTOR.has(lower(t.text)) &&
          !STOP.has(lower(t.text)),
      )
      .map((t) => t.text);
    if (significant.length === 0) continue;
    const start = kept[0]!.start;
    const end = kept.at(-1)!.end;
    names.push({
      text: letter.slice(start, end),
      start,
      end,
      kind: institution ? "education" : company || cue ? "employer" : "name",
      significant,
    });
  }
  return names;
}
