/**
 * The "show on CV" flags of the contact values the document printed (issue 28): the user's CV
 * printed them, so the CV we print does too. A value the import did not read keeps the private default.
 */
export function shownContact(values: {
  email?: string;
  telefon?: string;
  mobile?: string;
  birthdate?: string | null;
  birthname?: string;
}) {
  const read = (value: string | null | undefined) => (value ?? "").trim() !== "";
  return {
    email_public: read(values.email),
    telefon_public: read(values.telefon),
    mobile_public: read(values.mobile),
    birthdate_public: read(values.birthdate),
    birthname_public: read(values.birthname),
  };
}
