import type { InboxSuggestion } from "@jah/shared";

/** When two kinds score the same, the one earlier here wins: the more consequential answer. */
export const PRIORITY: readonly InboxSuggestion[] = [
  "offer",
  "rejection",
  "invitation",
  "documents",
  "receipt",
] satisfies InboxSuggestion[];

type Rule = { pattern: RegExp; weight: number };
const rule = (pattern: RegExp, weight: number): Rule => ({ pattern, weight });

/**
 * Phrases per kind, German and English, each with a weight: a strong phrase alone decides (3 or more),
 * a weak one (1) only tips the balance. Matched per sentence, case-insensitive.
 */
export const RULES: Record<InboxSuggestion, Rule[]> = {
  offer: [
    rule(/\b(pleased|happy|delighted|thrilled|glad) to (formally )?(offer|extend)\b/i, 5),
    rule(/\b(job|employment|formal|written) offer\b|\boffer letter\b|\boffer of employment\b/i, 4),
    rule(/\boffer you (the|a|this) (position|role|job|post)\b/i, 5),
    rule(/\bemployment contract\b|\bcontract of employment\b|\bsign(ed)? (the )?contract\b/i, 3),
    rule(/\bwelcome (you )?(to the team|on board|aboard)\b/i, 3),
    rule(/\bstart(ing)? (date|salary)\b/i, 1),
    rule(/\bzusage\b|\beinstellungszusage\b|\bvertragsangebot\b|\barbeitsvertrag\b|\bden zuschlag\b/i, 4),
    rule(/\bihnen (die|diese|eine|den) .{0,60}(anzubieten|anbieten)\b/i, 5),
    rule(/\bangebot\b.{0,30}\bannehmen\b/i, 3),
    rule(/\b(freuen|freut) (uns|mich),? ihnen .{0,60}(anzubieten|anbieten)\b/i, 5),
    rule(/\bwillkommen (im|in unserem) team\b|\ban bord (zu )?begrüßen\b/i, 3),
    rule(/\b(eintrittstermin|einstiegsgehalt|vertragsunterlagen)\b/i, 1),
    // What an offer does, however warmly worded: it gives the position, a start date or a contract.
    rule(
      /\bihnen (die|diese) (stelle|position)\b.{0,60}\b(geben|übertragen|anbieten|anzubieten|zu geben|zu übertragen|zusagen)\b/i,
      5,
    ),
    // "…join us" gives the position; "…join us for an interview" invites.
    rule(
      /\b(love|like|want|happy|glad|thrilled|excited) (to have|for) you (to )?(join|on board|on the team)\b(?!.{0,40}\b(interview|call|chat|conversation|meeting|visit|assessment|coffee|lunch|session|event|round|trial day|day)\b)/i,
      5,
    ),
    rule(/\b(the )?(role|position|job) is yours\b|\byou('ve| have) got the (job|role|position)\b/i, 5),
    rule(/\b(you('ve| have)|you) (been|were) (selected|chosen) for the (role|position|job)\b/i, 4),
    rule(/\b(your )?(first (working )?day|start date) (with us |at .{1,30})?(will be|is|would be)\b/i, 4),
    rule(/\b(ihr(en)? )?(erster arbeitstag|arbeitsbeginn|vertragsbeginn|starttermin)\b/i, 3),
    rule(
      /\bab (dem )?\d{1,2}\.\s?.{0,60}\b(begrüßen|im team|bei uns (starten|beginnen|anfangen)|an bord)\b/i,
      4,
    ),
    rule(
      /\b(contract|offer letter|vertrag|arbeitsvertrag)\b.{0,40}\b(attached|anbei|im anhang|beigefügt|zur unterschrift|for (your )?signature|to sign)\b/i,
      3,
    ),
  ],
  rejection: [
    rule(/\bunfortunately\b/i, 2),
    rule(/\b(regret|sorry) to (inform|tell|let you know|say)\b/i, 4),
    rule(/\b(decided|chosen|elected|opted) (not )?to (move|proceed|pursue|go|continue)\b/i, 2),
    rule(/\b(other|another|different|more suitable) (candidate|applicant)s?\b/i, 3),
    rule(
      /\bnot (be )?(moving|proceeding|taking (your application|this)|progressing) (forward|further)\b/i,
      4,
    ),
    rule(/\bnot (to )?(proceed|move forward|progress)\b/i, 3),
    rule(/\b(position|role|vacancy|job) has (already |now )?been filled\b/i, 4),
    rule(/\bnot (been )?(successful|selected|shortlisted)\b|\bunsuccessful\b/i, 4),
    rule(
      /\b(cannot|can't|can not|are unable to|won't be able to|will not be able to) (offer|invite|consider)\b/i,
      4,
    ),
    rule(/\bcloser (match|fit)\b|\bmore closely (match|fit|align)/i, 3),
    rule(/\bwish you (all the best|every success|success|the best of luck|luck|well)\b/i, 1),
    rule(/\bleider\b/i, 2),
    rule(/\babsage\b|\babsagen\b|\bnegativ/i, 4),
    rule(/\bnicht (weiter |mehr )?(berücksichtigen|berücksichtigt)\b/i, 4),
    rule(/\bgegen (ihre|eine) (bewerbung|einladung)\b/i, 4),
    rule(/\b(andere[nr]?|anderweitig) (bewerber|bewerberin|kandidat|kandidatin|entschieden)/i, 3),
    rule(/\bbereits (besetzt|vergeben)\b|\banderweitig (besetzt|vergeben)\b/i, 4),
    rule(
      /\bkeine (positive )?(rückmeldung|nachricht|einladung)\b|\bnicht in die engere (wahl|auswahl)\b/i,
      3,
    ),
    rule(/\bnicht (zu einem .{0,40})?einladen\b|\bkein(e|en)? (angebot|stelle)\b/i, 3),
    rule(/\b(nicht|kein) (mehr )?(zum zuge|weiterverfolgen|weiter verfolgen|zusagen)\b/i, 4),
    rule(/\bviel erfolg\b|\balles gute\b|\bweiterhin viel\b/i, 1),
  ],
  invitation: [
    rule(
      /\binvit(e|ing|ation)\b.{0,60}\b(interview|conversation|call|meeting|chat|talk|assessment|visit|office)/i,
      5,
    ),
    rule(/\binterview\b/i, 2),
    rule(/\b(meet|speak|talk|chat) (with )?you\b|\bget to know you\b|\bmeet in person\b/i, 2),
    rule(
      /\b(schedule|arrange|set up|book) (a|an|the|some)\b.{0,30}\b(call|meeting|time|slot|interview|conversation)/i,
      3,
    ),
    rule(
      /\b(video|phone|teams|zoom|telephone|first|initial|personal) (call|interview|conversation|round)\b/i,
      2,
    ),
    rule(
      /\b(does|would) .{0,40}\b(suit|work for) you\b|\bare you available\b|\bplease (confirm|let us know) (if|whether) .{0,40}(time|date|works|suits)/i,
      2,
    ),
    rule(/\beinladen\b|\beinladung\b|\beinzuladen\b/i, 4),
    rule(
      /\b(vorstellungsgespräch|bewerbungsgespräch|kennenlerngespräch|telefoninterview|videointerview|erstgespräch|gespräch|interview|probearbeiten|probetag)/i,
      2,
    ),
    rule(/\b(persönlich )?kennen ?(zu )?lernen\b|\bkennenzulernen\b/i, 2),
    rule(/\btermin(vorschlag|e)?\b|\bpasst ihnen\b|\bpassen würde\b|\bzeit hätten\b/i, 1),
  ],
  documents: [
    rule(
      /\b(send|provide|forward|submit|share|upload) (us |over )?.{0,50}\b(certificates?|references?|transcripts?|diplomas?|documents|cv|résumé|resume|portfolio|work samples?|proof|testimonials?|salary expectations?|degree|copies|copy)\b/i,
      4,
    ),
    rule(/\b(missing|incomplete|not attached|did not include|didn't include|was not included)\b/i, 3),
    rule(/\b(could|can|would) you (please |kindly )?(send|provide|forward|share|upload|resend)\b/i, 2),
    rule(/\bplease (send|provide|upload|forward|submit|resend)\b/i, 2),
    rule(/\b(before we can|in order to|to) (proceed|continue|complete|process|review)\b/i, 1),
    rule(
      /\b(zusenden|zuzusenden|nachreichen|nachzureichen|übermitteln|zukommen (zu )?lassen|nachsenden|nachzusenden|hochladen|hochzuladen|einreichen|einzureichen|schicken)\b/i,
      2,
    ),
    // German compounds ("Abschlusszeugnis", "Sprachnachweis"): the noun may end a longer word.
    rule(
      /(zeugnis|referenz|nachweis|unterlagen|gehaltsvorstellung|lebenslauf|zertifikat|diplom|arbeitsprobe|urkunde|kopie|portfolio)/i,
      1,
    ),
    rule(/\b(senden|schicken|reichen) sie (uns )?.{0,80}\b(zu|nach|ein)\b/i, 3),
    rule(/\b(übermittlung|zusendung|nachreichung)\b/i, 2),
    rule(/\b(bevor|before) (wir|we) .{0,40}(einladen|invite|proceed|fortfahren)/i, 3),
    rule(/\b(fehlen|fehlt|fehlende|unvollständig|nicht beigefügt|nicht enthalten|nicht angehängt)\b/i, 3),
    rule(/\b(bitten|bitte) (wir )?(sie )?(um|noch)\b/i, 1),
  ],
  receipt: [
    // Passed on to the department or the hiring manager: the application is in hand, nothing decided.
    rule(
      /\b(passed|forwarded|sent|handed) (your|the) (cv|résumé|resume|application|documents|details|profile)\b.{0,20}\b(on|over)?\s*to\b/i,
      4,
    ),
    rule(
      /\b(ihre|die) (unterlagen|bewerbung|bewerbungsunterlagen|daten)\b.{0,80}\b(weitergeleitet|weitergegeben|übergeben|weitergereicht)\b/i,
      4,
    ),
    rule(
      /\b(received|receipt of|got)\b.{0,40}\bapplication\b|\bapplication\b.{0,40}\b(has been|was|is) received\b/i,
      3,
    ),
    rule(/\bconfirm(ing|s)? (the )?(receipt|that we)\b|\backnowledge\b/i, 3),
    rule(/\bthank you for (your|applying|submitting|your interest)\b|\bthanks for (your|applying)\b/i, 1),
    rule(
      /\b(will|shall) (review|be in touch|get back|contact you|come back)\b|\bcurrently (reviewing|under review|being reviewed)\b/i,
      1,
    ),
    rule(/\b(eingang|eingegangen|erhalten|empfangen|eingangsbestätigung)\b/i, 2),
    rule(/\b(bestätigen|bestätigung)\b/i, 1),
    rule(
      /\bvielen dank für ihre bewerbung\b|\bdanke für ihre bewerbung\b|\bherzlichen dank für ihre bewerbung\b/i,
      1,
    ),
    rule(
      /\b(melden uns|wieder bei ihnen|rückmeldung geben|in kürze|zeitnah|sobald wir|prüfen|sichten|gesichtet)\b/i,
      1,
    ),
  ],
};

/** Words that say the mail was written by no one: an auto-reply while away. */
export const AWAY =
  /\b(out of (the )?office|automatic reply|auto[- ]?reply|autoreply|abwesenheitsnotiz|automatische antwort|abwesenheit|nicht im büro|außer haus|im urlaub|on (annual |parental )?leave|on vacation|on holiday|away from (the office|my desk)|nicht erreichbar|limited access to (my )?e-?mail|eingeschränkt erreichbar)\b/i;
