// The AI letter helper under a mail form, and its settings (the user's provider, the operator's).
export { AdminAiSection } from "./AdminAiSection.tsx";
export { AiLetterHelper } from "./AiLetterHelper.tsx";
export { AiProviderSection } from "./AiProviderSection.tsx";
