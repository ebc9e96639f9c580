// The data export (GDPR article 20): its section of the account settings.

export { DataExportSection } from "./DataExportSection.tsx";
