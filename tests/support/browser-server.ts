import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The WebSocket address of the run's one Chromium (tests/support/browser.ts connects to it). */
    browserEndpoint: string;
  }
}

/**
 * One Chromium for all the browser files of a run (the browser projects' globalSetup): each file connects and makes
 * its own contexts, instead of starting a browser of its own (about 1.3 s of CPU a start, twenty files).
 */
export default async function setup(project: TestProject) {
  const server: BrowserServer = await chromium.launchServer({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  project.provide("browserEndpoint", server.wsEndpoint());
  return () => server.close();
}
