import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { pdfBytes } from "./careers";

/** The session secret the process-level tests give their servers (form tokens are signed with it). */
export const TEST_SECRET = "reliability-test-session-secret-0123456789abcdef";

const token = (secret = TEST_SECRET) => issueFormToken(secret, Date.now() - 10_000);

/** A contact message as the contact page posts it. `ip` is sent as X-Forwarded-For (trusted from loopback only). */
export function sendContact(baseUrl: string, name: string, ip?: string, message = `A message from ${name}.`): Promise<Response> {
  return fetch(`${baseUrl}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded", ...(ip ? { "X-Forwarded-For": ip } : {}) },
    body: new URLSearchParams({
      variant: "subject",
      name,
      email: "visitor@client.example",
      subject: "Custom Software",
      message,
      [FORM_TOKEN_FIELD]: token(),
      [HONEYPOT_FIELD]: "",
    }),
  });
}

let positionCache: { url: string; id: number } | undefined;
async function positionId(baseUrl: string): Promise<number> {
  if (positionCache?.url !== baseUrl) {
    const positions = (await (await fetch(`${baseUrl}/api/positions`)).json()) as Array<{ id: number }>;
    positionCache = { url: baseUrl, id: positions[0]!.id };
  }
  return positionCache.id;
}

/** An application with a real PDF resume through the JSON API (201 when stored). */
export async function sendApplication(baseUrl: string, name: string, ip?: string, secret = TEST_SECRET): Promise<Response> {
  const form = new FormData();
  const fields = { name, email: "applicant@example.com", phone: "+91 98765 43210", experience: "4", positionId: String(await positionId(baseUrl)), website: "", formToken: token(secret) };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("resume", new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }), "resume.pdf");
  return fetch(`${baseUrl}/api/careers/apply`, { method: "POST", headers: { Origin: baseUrl, ...(ip ? { "X-Forwarded-For": ip } : {}) }, body: form });
}

export interface Tmpfs {
  dir: string;
  /** Remounts with another option string, e.g. "ro" or "rw". */
  remount(options: string): void;
  unmount(): void;
}

/** A small tmpfs of its own (a real full disk); null where mounting is not permitted (not root, no CAP_SYS_ADMIN). */
export function mountTmpfs(sizeMb: number): Tmpfs | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-tmpfs-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m,mode=0755`, "tmpfs", dir], { stdio: "ignore" });
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    remount: (options) => execFileSync("mount", ["-o", `remount,${options}`, dir], { stdio: "ignore" }),
    unmount: () => {
      execFileSync("umount", ["-l", dir], { stdio: "ignore" });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes a filler file until the file system refuses with ENOSPC; returns its path (delete it to free the space). */
export function fillDisk(dir: string): string {
  const filler = path.join(dir, "filler.bin");
  const fd = fs.openSync(filler, "w");
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  }
  // Then byte by byte smaller pieces, so not even one page is left.
  for (const size of [4096, 512, 1]) {
    try {
      for (;;) fs.writeSync(fd, Buffer.alloc(size, 1));
    } catch {
      // ENOSPC: this size no longer fits.
    }
  }
  fs.closeSync(fd);
  return filler;
}
