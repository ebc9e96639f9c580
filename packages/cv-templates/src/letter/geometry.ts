/**
 * DIN 5008 positions on an A4 page, in millimetres from the page's top left corner. Form B leaves
 * 45 mm for a printed letterhead, form A 27 mm. The address field is 85 × 45 mm at 20 mm from the left
 * edge; its first 17.7 mm (five lines) are the zone for the return line and postal notes, the other
 * 27.3 mm (nine lines) hold the address, written 5 mm in from the field's edge, which is also the
 * text's left margin (25 mm). The information block starts 125 mm from the left edge, 5 mm below the
 * address field's top. The subject follows two blank lines (2 × 4.23 mm) after the address field.
 */
export type LetterForm = "A" | "B";

export const PAGE_MM = { width: 210, height: 297 } as const;
export const LINE_MM = 4.23;
export const ADDRESS_FIELD_MM = { left: 20, width: 85, height: 45, noteZone: 17.7, indent: 5 } as const;
export const TEXT_MM = { left: 25, right: 20, bottom: 20, nextPageTop: 20 } as const;
export const INFO_BLOCK_MM = { left: 125, width: 65 } as const;

export type LetterGeometry = {
  /** Top of the address field. */
  addressFieldTop: number;
  /** Top of the address zone: the recipient's first line. */
  addressTop: number;
  infoBlockTop: number;
  subjectTop: number;
  /** Fold marks (to fold into a DL envelope) and the hole mark. */
  foldMarks: [number, number];
  holeMark: number;
};

export function letterGeometry(form: LetterForm): LetterGeometry {
  const addressFieldTop = form === "A" ? 27 : 45;
  return {
    addressFieldTop,
    addressTop: addressFieldTop + ADDRESS_FIELD_MM.noteZone,
    infoBlockTop: addressFieldTop + 5,
    subjectTop: addressFieldTop + ADDRESS_FIELD_MM.height + 2 * LINE_MM,
    foldMarks: form === "A" ? [87, 192] : [105, 210],
    holeMark: PAGE_MM.height / 2,
  };
}

/** Millimetres in PDF points (react-pdf lays out in points). */
export const mm = (value: number): number => (value * 72) / 25.4;
