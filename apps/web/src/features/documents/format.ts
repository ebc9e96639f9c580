/** A short label of a MIME type for badges and the table ("PDF", "DOCX", "PNG"). */
export function typeLabel(mime: string, fileName: string): string {
  const ext = fileName.includes(".") ? fileName.split(".").pop()!.toUpperCase() : "";
  if (mime === "application/pdf") return "PDF";
  if (mime.startsWith("image/")) return mime.slice(6).toUpperCase();
  if (mime === "text/plain") return "TXT";
  return ext || "FILE";
}
