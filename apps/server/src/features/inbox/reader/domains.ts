/** Mail providers anyone can have an address at: their domain says nothing about the company. */
export const PUBLIC_DOMAINS: ReadonlySet<string> = new Set(
  (
    "gmail.com googlemail.com outlook.com outlook.de hotmail.com hotmail.de live.com live.de msn.com " +
    "yahoo.com yahoo.de ymail.com icloud.com me.com mac.com aol.com gmx.de gmx.net gmx.at gmx.ch gmx.com " +
    "web.de t-online.de freenet.de posteo.de posteo.net mailbox.org protonmail.com proton.me ionos.de " +
    "arcor.de online.de email.de"
  ).split(" "),
);

/** The registrable part of a host name: "jobs.acme.co.uk" -> "acme.co.uk", "mail.acme.de" -> "acme.de". */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, "").split(".").filter(Boolean);
  if (labels.length <= 2) return labels.join(".");
  const second = labels[labels.length - 2]!;
  const top = labels[labels.length - 1]!;
  const keep = top.length === 2 && ["co", "com", "org", "net", "ac", "gov", "or"].includes(second) ? 3 : 2;
  return labels.slice(-keep).join(".");
}

/** The registrable domain of a mail address ("" without an @). */
export function addressDomain(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0 ? "" : registrableDomain(address.slice(at + 1).trim());
}
