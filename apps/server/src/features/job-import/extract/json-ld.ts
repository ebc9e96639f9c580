import type { Document } from "../dom.ts";
import { inlineText } from "../html-text.ts";
import { jobFromPosting, SHORT_FIELD_MAX } from "../job-posting.ts";
import { findJobPosting, type JsonObject, jsonLdValues } from "../json-ld.ts";
import type { Found } from "./fields.ts";

/** The fields of a schema.org JobPosting in the page's JSON-LD (also inside @graph, lists, mainEntity). */
export function fromJsonLd(document: Document): Found {
  const posting = findJobPosting(jsonLdValues(document));
  return posting ? fromPosting(posting) : {};
}

/** A JobPosting object's fields, its application contact and its own address included. */
export function fromPosting(posting: JsonObject): Found {
  const contact = asObject(posting.applicationContact);
  const email = textOf(contact?.email).replace(/^mailto:/i, "");
  return {
    ...jobFromPosting(posting),
    link: textOf(posting.url),
    recipient_name: inlineText(textOf(contact?.name), SHORT_FIELD_MAX),
    mail_address: /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email) ? email : "",
  };
}

function asObject(value: unknown): JsonObject | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === "object" ? (first as JsonObject) : undefined;
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}
