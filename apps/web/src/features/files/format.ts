/** A file size for people: bytes, kB or MB in the reader's number format (decimal units, as the 5 MB limit). */
export function formatFileSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${number(bytes, 0)} B`;
  if (bytes < 1_000_000) return `${number(bytes / 1000, 1)} kB`;
  return `${number(bytes / 1_000_000, 1)} MB`;
}

/** A short label of a MIME type for badges and the table ("PDF", "DOCX", "PNG"). */
export function typeLabel(mime: string, fileName: string): string {
  const ext = fileName.includes(".") ? fileName.split(".").pop()!.toUpperCase() : "";
  if (mime === "application/pdf") return "PDF";
  if (mime.startsWith("image/")) return mime.slice(6).toUpperCase();
  if (mime === "text/plain") return "TXT";
  return ext || "FILE";
}
