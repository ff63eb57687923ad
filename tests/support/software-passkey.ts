import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in plain node:crypto, for integration tests that speak WebAuthn without a browser: an
 * ES256 key, "none" attestation, a resident credential whose user handle is what the site registered, user
 * presence and verification flags set (unless told otherwise). It answers the options our endpoints give, as
 * `@simplewebauthn/browser` would hand them to the site. The e2e test uses Chromium's own virtual authenticator.
 */
export class SoftwarePasskey {
  readonly credentialId = randomBytes(16).toString("base64url");
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = "";
  counter = 0;

  constructor(private readonly site: { origin: string; rpID: string }) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private authenticatorData(withCredential: boolean, flags: { userVerified: boolean }): Buffer {
    const rpIdHash = createHash("sha256").update(this.site.rpID).digest();
    // UP (0x01), UV (0x04), AT (0x40: attested credential data follows).
    const flagByte = 0x01 | (flags.userVerified ? 0x04 : 0) | (withCredential ? 0x40 : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [rpIdHash, Buffer.from([flagByte]), counter];
    if (withCredential) {
      const jwk = this.publicKey.export({ format: "jwk" });
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]);
      const id = Buffer.from(this.credentialId, "base64url");
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      parts.push(Buffer.alloc(16), length, id, Buffer.from(isoCBOR.encode(coseKey)));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin = this.site.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (`navigator.credentials.create`). */
  register(options: { challenge: string; user: { id: string } }, flags = { userVerified: true }) {
    this.userHandle = options.user.id;
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", this.authenticatorData(true, flags)],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge).toString("base64url"),
        attestationObject: Buffer.from(attestationObject).toString("base64url"),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to sign-in options (`navigator.credentials.get`); each moves the signature counter on. */
  authenticate(options: { challenge: string }, flags: { userVerified?: boolean; origin?: string } = {}) {
    this.counter += 1;
    const authenticatorData = this.authenticatorData(false, { userVerified: flags.userVerified ?? true });
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, flags.origin);
    const signed = Buffer.concat([authenticatorData, createHash("sha256").update(clientDataJSON).digest()]);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      response: {
        clientDataJSON: clientDataJSON.toString("base64url"),
        authenticatorData: authenticatorData.toString("base64url"),
        signature: sign("sha256", signed, this.privateKey).toString("base64url"),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
