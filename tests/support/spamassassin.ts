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

/** Scores one raw message with `spamassassin -L -t` and reads its X-Spam-Status header. */
export function scoreMail(raw: string): Promise<SpamScore> {
  return new Promise((resolve, reject) => {
    const child = spawn("spamassassin", ["-L", "-t", "--cf=report_safe 0"], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", () => {
      const status = /^X-Spam-Status: .*?(?:\r?\n[ \t].*)*$/m.exec(out)?.[0].replace(/\r?\n[ \t]+/g, " ");
      const score = status ? /score=(-?[\d.]+)/.exec(status)?.[1] : undefined;
      if (!status || score === undefined) return reject(new Error(`no X-Spam-Status in spamassassin's output:\n${err}\n${out.slice(0, 2000)}`));
      const tests = /tests=([^ ]*)/.exec(status)?.[1] ?? "";
      resolve({ score: Number(score), tests: tests.split(",").filter((test) => test && test !== "none") });
    });
    child.stdin.end(raw);
  });
}
