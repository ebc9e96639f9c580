/** The widget's text keys, all given from our translations so nothing appears in a third language. */
export const WIDGET_TEXT_KEYS = [
  "ariaLinkLabel",
  "cancel",
  "enterCode",
  "enterCodeAria",
  "enterCodeFromImage",
  "error",
  "expired",
  "getAudioChallenge",
  "label",
  "loading",
  "reload",
  "verificationRequired",
  "verified",
  "verify",
  "verifying",
  "waitAlert",
] as const;
