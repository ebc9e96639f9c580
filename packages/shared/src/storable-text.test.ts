import { describe, expect, it } from "vitest";
import { storableJson, storableText } from "./storable-text.ts";

const ALL_C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join("");

describe("storableText", () => {
  it("removes NUL and the other C0 controls, keeping tab and line breaks", () => {
    expect(storableText("Back\u0000end\u0007 Developer")).toBe("Backend Developer");
    expect(storableText(`a${ALL_C0}b`)).toBe("a\t\n\rb");
    expect(storableText("Zeile 1\r\nZeile 2\tEnde")).toBe("Zeile 1\r\nZeile 2\tEnde");
  });

  it("turns lone surrogates into U+FFFD and keeps pairs (emoji) as they are", () => {
    expect(storableText("a\uD800b")).toBe("a\uFFFDb");
    expect(storableText("\uDC00x")).toBe("\uFFFDx");
    expect(storableText("end\uD83D")).toBe("end\uFFFD");
    expect(storableText("Danke 🙂 für Ihre Bewerbung")).toBe("Danke 🙂 für Ihre Bewerbung");
    // A NUL between the halves of a pair: removed, and the pair joins again.
    expect(storableText("\uD83D\u0000\uDE42")).toBe("🙂");
  });

  it("leaves other text alone, DEL and C1 controls included (PostgreSQL stores them)", () => {
    const text = "Grüße aus Köln – Ü\u007F\u0085\u200B";
    expect(storableText(text)).toBe(text);
    expect(storableText("")).toBe("");
  });

  it("takes a megabyte of NUL bytes in one pass", () => {
    expect(storableText(`${"\u0000".repeat(1_000_000)}x`)).toBe("x");
  });
});

describe("storableJson", () => {
  it("cleans every string and key of nested objects and arrays, in place", () => {
    const body = {
      job_title: "Dev\u0000",
      "na\u0000me": "x",
      tags: ["a\u0001", { deep: ["\uD800"] }],
      count: 3,
      ok: true,
      none: null,
    };
    const result = storableJson(body);
    expect(result).toBe(body);
    expect(result).toEqual({
      job_title: "Dev",
      name: "x",
      tags: ["a", { deep: ["\uFFFD"] }],
      count: 3,
      ok: true,
      none: null,
    });
  });

  it("cleans a bare string and passes numbers, null and undefined through", () => {
    expect(storableJson("a\u0000b")).toBe("ab");
    expect(storableJson(5)).toBe(5);
    expect(storableJson(null)).toBeNull();
    expect(storableJson(undefined)).toBeUndefined();
  });

  it("cleans dictionaries without a prototype, as query strings are parsed", () => {
    // fast-querystring's result: an object whose prototype has no prototype.
    class Empty {}
    Object.setPrototypeOf(Empty.prototype, null);
    const query = new Empty() as Record<string, string>;
    query.q = "a\u0000b";
    const bare = Object.create(null) as Record<string, string>;
    bare.q = "c\u0000d";
    expect(storableJson(query).q).toBe("ab");
    expect(storableJson(bare).q).toBe("cd");
  });

  it("leaves what is not plain data alone: bytes stay the bytes that were sent", () => {
    const bytes = Buffer.from([0, 1, 2]);
    const date = new Date(0);
    const value = { bytes, date };
    storableJson(value);
    expect(value.bytes).toBe(bytes);
    expect([...value.bytes]).toEqual([0, 1, 2]);
    expect(value.date).toBe(date);
  });

  it("keeps a key spelled __proto__ a plain key and never touches the prototype", () => {
    const body = JSON.parse('{"__proto__\\u0000": {"polluted": true}}') as Record<string, unknown>;
    storableJson(body);
    expect(Object.keys(body)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("walks a value nested far deeper than the call stack allows", () => {
    const depth = 200_000;
    const deep = JSON.parse(`${"[".repeat(depth)}"\\u0000x"${"]".repeat(depth)}`) as unknown;
    storableJson(deep);
    let node = deep;
    for (let i = 0; i < depth; i++) node = (node as unknown[])[0];
    expect(node).toBe("x");
  });
});
