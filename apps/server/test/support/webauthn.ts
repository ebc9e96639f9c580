import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

/**
 * A software passkey for API tests: what a browser and its authenticator send to the relying party
 * (WebAuthn level 2, "none" attestation, ES256), built with node:crypto and a few lines of CBOR.
 */

type Cbor = number | string | Buffer | CborMap | { [key: string]: Cbor };
interface CborMap extends Map<number | string, Cbor> {}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

/** Encodes the CBOR subset WebAuthn uses: small integers, text, bytes, maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

export class SoftPasskey {
  readonly id = randomBytes(16);
  readonly #key: KeyObject;
  readonly #publicJwk: { x: string; y: string };
  #counter = 0;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.#key = privateKey;
    this.#publicJwk = publicKey.export({ format: "jwk" }) as { x: string; y: string };
  }

  #clientData(type: "webauthn.create" | "webauthn.get", challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  #authData(flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.#counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create(): the registration response for the server's options. */
  register(options: { challenge: string }) {
    const coseKey = new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.#publicJwk.x, "base64url")],
      [-3, Buffer.from(this.#publicJwk.y, "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, cbor(coseKey)]);
    // User present, user verified, attested credential data included.
    const authData = this.#authData(0x45, attested);
    const attestationObject = cbor({ fmt: "none", attStmt: new Map(), authData });
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.#clientData("webauthn.create", options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): the signed assertion for the server's challenge. */
  authenticate(options: { challenge: string }) {
    this.#counter += 1;
    const authData = this.#authData(0x05);
    const clientData = this.#clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.#key);
    return {
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
