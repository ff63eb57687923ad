/**
 * The Nu Html Checker (the engine of the W3C validator; the jar of the npm package vnu-jar) run by a local Java.
 * All pages go to one Java process: starting the JVM and loading the HTML schema costs a few seconds, checking one
 * more page a few milliseconds.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

export interface CheckedPage {
  /** How the failure list names the page, e.g. "GET /careers" or "POST /contact (missing fields)". */
  label: string;
  html: string;
}

export interface HtmlError {
  page: string;
  line: number;
  column: number;
  message: string;
  extract: string;
}

const INSTALL_HINT =
  "The HTML check runs the Nu Html Checker (npm vnu-jar) with Java 17 or newer. Install it with " +
  "`sudo apt-get install default-jre-headless` (Debian/Ubuntu; .ci/run does this on CI), or set JAVA_HOME to a Java installation.";

/** The java executable (JAVA_HOME's, else the one on PATH); throws how to install one when there is none. */
export function findJava(): string {
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "java") : "java";
  const probe = spawnSync(java, ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(`Java was not found (${java}: ${probe.error?.message ?? probe.stderr.trim()}). ${INSTALL_HINT}`);
  }
  return java;
}

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build", "dist", "vnu.jar");

// The checker needs a thread stack of at least 512 KB (more with C1 alone). The run is mostly start-up, which the
// C1 compiler alone (TieredStopAtLevel=1) shortens: 70 pages in about 3 s instead of 4 s here.
const JAVA_OPTIONS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Every error the checker finds in the pages (empty when all are valid). Files go to a temporary folder. */
export async function validateHtml(pages: CheckedPage[]): Promise<HtmlError[]> {
  const java = findJava();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const labels = new Map<string, string>();
    const files = pages.map((page, index) => {
      const name = `${String(index).padStart(3, "0")}-${page.label.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}.html`;
      const file = path.join(dir, name);
      fs.writeFileSync(file, page.html);
      labels.set(name, page.label);
      return file;
    });
    const output = await runJava(java, [...JAVA_OPTIONS, "-jar", vnuJar, "--format", "json", "--errors-only", "--no-langdetect", "--exit-zero-always", "--stdout", ...files]);
    let report: { messages: VnuMessage[] };
    try {
      report = JSON.parse(output) as { messages: VnuMessage[] };
    } catch {
      throw new Error(`The Nu Html Checker did not answer JSON:\n${output.slice(0, 2000)}`);
    }
    return report.messages.map((message) => {
      const name = message.url ? path.basename(decodeURIComponent(new URL(message.url).pathname)) : "";
      return {
        page: labels.get(name) ?? (message.url || "(the checker itself)"),
        line: message.lastLine ?? 0,
        column: message.firstColumn ?? message.lastColumn ?? 0,
        message: message.type === "error" ? message.message : `${message.type}${message.subType ? `/${message.subType}` : ""}: ${message.message}`,
        extract: (message.extract ?? "").replace(/\s+/g, " ").trim(),
      };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function runJava(java: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(java, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`The Nu Html Checker exited with ${code}:\n${stderr || stdout}`));
    });
  });
}

/** One readable line per error: page, line:column, message, and the markup around it. */
export function formatHtmlErrors(errors: HtmlError[]): string[] {
  return errors.map((error) => `${error.page} ${error.line}:${error.column} ${error.message}${error.extract ? `  «${error.extract.slice(0, 160)}»` : ""}`);
}
