import { useQuery } from "@tanstack/react-query";
import { coverLetterKeys, fetchCoverLetters } from "../coverletters/index.ts";

/** The user's cover letters, the mail templates of the compose wizard and the mail tab. */
export function useTemplates() {
  return useQuery({ queryKey: coverLetterKeys.all, queryFn: ({ signal }) => fetchCoverLetters(signal) });
}
