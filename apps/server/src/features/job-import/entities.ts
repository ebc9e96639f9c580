/** Named character references seen on job pages: markup, German and other Latin letters, typography. */
const NAMED = new Map<string, string>(
  Object.entries({
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: "\u00a0",
    shy: "",
    ensp: " ",
    emsp: " ",
    thinsp: " ",
    zwnj: "",
    zwj: "",
    auml: "ä",
    ouml: "ö",
    uuml: "ü",
    Auml: "Ä",
    Ouml: "Ö",
    Uuml: "Ü",
    szlig: "ß",
    euro: "€",
    pound: "£",
    yen: "¥",
    cent: "¢",
    copy: "©",
    reg: "®",
    trade: "™",
    deg: "°",
    sect: "§",
    para: "¶",
    plusmn: "±",
    times: "×",
    divide: "÷",
    micro: "µ",
    frac12: "½",
    frac14: "¼",
    frac34: "¾",
    sup2: "²",
    sup3: "³",
    ordf: "ª",
    ordm: "º",
    iexcl: "¡",
    iquest: "¿",
    ndash: "–",
    mdash: "—",
    hellip: "…",
    lsquo: "‘",
    rsquo: "’",
    sbquo: "‚",
    ldquo: "“",
    rdquo: "”",
    bdquo: "„",
    laquo: "«",
    raquo: "»",
    lsaquo: "‹",
    rsaquo: "›",
    bull: "•",
    middot: "·",
    rarr: "→",
    larr: "←",
    check: "✓",
    aacute: "á",
    agrave: "à",
    acirc: "â",
    atilde: "ã",
    aring: "å",
    aelig: "æ",
    Aacute: "Á",
    Agrave: "À",
    Acirc: "Â",
    Aring: "Å",
    AElig: "Æ",
    ccedil: "ç",
    Ccedil: "Ç",
    eacute: "é",
    egrave: "è",
    ecirc: "ê",
    euml: "ë",
    Eacute: "É",
    Egrave: "È",
    Ecirc: "Ê",
    iacute: "í",
    igrave: "ì",
    icirc: "î",
    iuml: "ï",
    ntilde: "ñ",
    Ntilde: "Ñ",
    oacute: "ó",
    ograve: "ò",
    ocirc: "ô",
    otilde: "õ",
    oslash: "ø",
    Oslash: "Ø",
    oelig: "œ",
    OElig: "Œ",
    uacute: "ú",
    ugrave: "ù",
    ucirc: "û",
    yacute: "ý",
    yuml: "ÿ",
    scaron: "š",
    Scaron: "Š",
    zcaron: "ž",
    Zcaron: "Ž",
  }),
);

/** Browsers read &#128; to &#159; as Windows-1252, and pages written in Word rely on it. */
const WINDOWS_1252: Record<number, string> = {
  128: "€",
  130: "‚",
  132: "„",
  133: "…",
  138: "Š",
  140: "Œ",
  142: "Ž",
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  149: "•",
  150: "–",
  151: "—",
  153: "™",
  154: "š",
  156: "œ",
  158: "ž",
};

// Named references need their semicolon, so "?a=1&copy=2" in a link stays as written.
const ENTITY = /&(?:#(\d{1,7});?|#[xX]([0-9a-fA-F]{1,6});?|([A-Za-z][A-Za-z0-9]{1,31});)/g;

/** Replaces numeric (&#228; &#xE4;) and known named (&auml;) character references by their characters. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED.get(name) ?? whole;
    return fromCodePoint(dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16));
  });
}

function fromCodePoint(code: number): string {
  const legacy = WINDOWS_1252[code];
  if (legacy) return legacy;
  // Private-use characters are icon-font glyphs, meaningless as text (and html-text.ts uses them).
  if (code >= 0xe000 && code <= 0xf8ff) return "";
  // Control characters other than tab and line breaks never belong in text.
  const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
  const invalid = control || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
  return invalid ? "\ufffd" : String.fromCodePoint(code);
}
