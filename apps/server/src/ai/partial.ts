const ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

/**
 * Follows one string field of a JSON object while the object streams in, so the browser can show a
 * letter grow before the answer is complete: `push` takes the next piece of the answer's text and
 * returns the field's newly decoded characters (empty until the field starts, and after it ends).
 */
export class StreamedJsonField {
  readonly #key: RegExp;
  #buffer = "";
  /** Where the value's next undecoded character is; -1 while the key has not been seen. */
  #at = -1;
  #done = false;

  constructor(field: string) {
    this.#key = new RegExp(`"${field}"\\s*:\\s*"`);
  }

  push(delta: string): string {
    if (this.#done) return "";
    this.#buffer += delta;
    if (this.#at < 0) {
      const match = this.#key.exec(this.#buffer);
      if (!match) return "";
      this.#at = match.index + match[0].length;
    }
    let out = "";
    const b = this.#buffer;
    while (this.#at < b.length) {
      const c = b[this.#at]!;
      if (c === '"') {
        this.#done = true;
        break;
      }
      if (c !== "\\") {
        out += c;
        this.#at++;
        continue;
      }
      // An escape: wait for the rest of it when the piece ended inside it.
      const next = b[this.#at + 1];
      if (next === undefined) break;
      if (next === "u") {
        const hex = b.slice(this.#at + 2, this.#at + 6);
        if (hex.length < 4) break;
        out += String.fromCharCode(Number.parseInt(hex, 16));
        this.#at += 6;
        continue;
      }
      out += ESCAPES[next] ?? next;
      this.#at += 2;
    }
    return out;
  }
}
