// `negotiator` (the package `compression` itself uses) ships without types; these few members are all we call.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";
  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    encoding(available?: string[], preferred?: string[]): string | undefined;
    /** The acceptable ones among `available`, best first. */
    encodings(available?: string[], preferred?: string[]): string[];
  }
}
