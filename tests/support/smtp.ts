import { SMTPServer } from "smtp-server";
import { freePort } from "./server";

/** One mail as the test SMTP server received it, decoded enough to assert on. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Accepts connections (again); the port stays the same across stop and start. */
  start(): Promise<void>;
  stop(): Promise<void>;
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding = ""): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) {
    const text = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i += 1) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(text[i]));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

/** A header's RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) as text: how a Hindi subject travels. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}

/** Walks a MIME entity and collects its text/plain and text/html parts. */
function collectParts(entity: string, into: { text: string; html: string }) {
  const split = entity.search(/\r?\n\r?\n/);
  const headers = parseHeaders(entity.slice(0, split));
  const body = entity.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      collectParts(part.replace(/^\r?\n/, ""), into);
    }
  } else if (type.startsWith("text/html")) {
    into.html += decodeBody(body, headers["content-transfer-encoding"]);
  } else if (type.startsWith("text/plain")) {
    into.text += decodeBody(body, headers["content-transfer-encoding"]);
  }
}

/** A real SMTP server (smtp-server) on a loopback port, without TLS or authentication, recording every mail. */
export async function createTestSmtpServer(port?: number): Promise<TestSmtpServer> {
  const chosenPort = port ?? (await freePort());
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  function build() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const split = raw.search(/\r?\n\r?\n/);
          const headers = parseHeaders(raw.slice(0, split));
          const parts = { text: "", html: "" };
          collectParts(raw, parts);
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            headers,
            subject: decodeEncodedWords(headers.subject ?? ""),
            text: parts.text,
            html: parts.html,
            raw,
          });
          callback();
        });
      },
    });
  }

  const smtp: TestSmtpServer = {
    port: chosenPort,
    url: `smtp://127.0.0.1:${chosenPort}`,
    mails,
    async start() {
      server = build();
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(chosenPort, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async waitForMails(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mail(s), received ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mails;
    },
  };
  return smtp;
}

/** Waits until `check` returns a truthy value (for background work such as the mail worker). */
export async function waitUntil<T>(check: () => Promise<T> | T, timeoutMs = 20_000, what = "condition"): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
