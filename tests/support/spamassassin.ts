import { execFileSync, spawn } from "node:child_process";

/** Debian's spamassassin, local rules only (-L: no DNS blocklists, no Razor/Pyzor, no network at all). */
export function requireSpamAssassin(): string {
  try {
    return execFileSync("spamassassin", ["--version"], { encoding: "utf8" }).split("\n")[0]!;
  } catch {
    throw new Error("spamassassin is not installed: run `sudo apt-get install -y spamassassin` (Debian), then run this test again.");
  }
}

export interface SpamScore {
  score: number;
  tests: string[];
}

/**
 * Scores raw messages with one `spamassassin -L -t --mbox` run (parsing the rule set takes about 2 s of CPU, scoring
 * a message little) and reads each one's X-Spam-Status header. The answers come back in another order than the
 * messages went in, so each is matched by its Message-ID (every message must have its own).
 */
export function scoreMails(raws: string[]): Promise<SpamScore[]> {
  const ids = raws.map((raw) => messageId(raw));
  if (ids.some((id) => !id) || new Set(ids).size !== ids.length) return Promise.reject(new Error("every message needs its own Message-ID"));
  // mbox: each message after a "From " separator line, body lines that start with "From " quoted.
  const mbox = raws
    .map((raw) => `From sender@example.com Thu Jan  1 00:00:00 2026\n${raw.replace(/\r\n/g, "\n").replace(/^(>*From )/gm, ">$1")}\n`)
    .join("\n");
  return new Promise((resolve, reject) => {
    const child = spawn("spamassassin", ["-L", "-t", "--mbox", "--cf=report_safe 0"], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", () => {
      const scores = new Map<string, SpamScore>();
      for (const message of out.split(/^From \S+ .*$/m)) {
        const id = messageId(message);
        const status = /^X-Spam-Status: .*?(?:\r?\n[ \t].*)*$/m.exec(message)?.[0].replace(/\r?\n[ \t]+/g, " ");
        const score = status ? /score=(-?[\d.]+)/.exec(status)?.[1] : undefined;
        if (!id || !status || score === undefined) continue;
        const tests = /tests=([^ ]*)/.exec(status)?.[1] ?? "";
        scores.set(id, { score: Number(score), tests: tests.split(",").filter((test) => test && test !== "none") });
      }
      const missing = ids.filter((id) => !scores.has(id!));
      if (missing.length > 0) return reject(new Error(`spamassassin scored no message with Message-ID ${missing.join(", ")}:\n${err}\n${out.slice(0, 2000)}`));
      resolve(ids.map((id) => scores.get(id!)!));
    });
    child.stdin.end(mbox);
  });
}

function messageId(raw: string): string | undefined {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1];
}
