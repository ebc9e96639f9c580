// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import type { CvTemplate } from "@jah/shared/profile-values";
import { Text, View } from "@react-pdf/renderer";
import { THEMES } from "../theme.ts";
import { mm, TEXT_MM } from "./geometry.ts";

export type Sender = {
  name: string;
  street: string;
  address: string;
  town: string;
  phone: string;
  email: string;
};

/** Templates whose CV has a coloured band or sidebar: their letterhead is a band in that colour. */
const BANDED: CvTemplate[] = ["color_header", "dark"];

/**
 * The letterhead in the CV template's style: the sender's name in the template's name font, and the
 * address and contact in one line (the UK layout's sender address at the top). It stays above the
 * address field (`height`), which DIN 5008 keeps free for the letterhead.
 */
export function LetterHeader({
  template,
  sender,
  height,
}: {
  template: CvTemplate;
  sender: Sender;
  height: number;
}) {
  const t = THEMES[template];
  const banded = BANDED.includes(template);
  const p = banded ? t.side : t.main;
  const centred = template === "elegant";
  const contact = [sender.address, sender.phone, sender.email]
    .filter(Boolean)
    .map((v) => v.replace(/ /g, "\u00a0"));
  return (
    <View
      fixed={false}
      style={{
        position: "absolute",
        top: 0,
        left: 0,
        right: 0,
        height,
        paddingLeft: mm(TEXT_MM.left),
        paddingRight: mm(TEXT_MM.right),
        justifyContent: "center",
        alignItems: centred ? "center" : "flex-start",
        backgroundColor: banded ? p.background : undefined,
      }}
    >
      <Text
        style={{
          fontFamily: t.font.name,
          fontWeight: 700,
          fontSize: t.size.title + 4,
          lineHeight: 1.15,
          color: banded ? p.text : p.accent,
          letterSpacing: t.font.name === "PlayfairDisplay" ? 0.5 : -0.2,
        }}
      >
        {sender.name}
      </Text>
      <Text
        style={{
          fontFamily: t.font.body,
          fontSize: t.size.small + 0.5,
          lineHeight: 1.4,
          color: p.muted,
          marginTop: 4,
          textAlign: centred ? "center" : "left",
        }}
      >
        {contact.join("  ·  ")}
      </Text>
      {banded ? null : (
        <View
          style={{
            marginTop: 8,
            width: centred ? mm(40) : "100%",
            borderBottomWidth: t.heading.rule ? 0.8 : 1.5,
            borderBottomColor: p.accent,
          }}
        />
      )}
    </View>
  );
}
