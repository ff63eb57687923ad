// `compression`'s own negotiation and filter packages (the page cache's lean path uses them to decide alike);
// they ship without types and these few members are all we call.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";
  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    encoding(available?: string[], preferred?: string[]): string | undefined;
    /** The acceptable ones among `available`, best first. */
    encodings(available?: string[], preferred?: string[]): string[];
  }
}

declare module "compressible" {
  export default function compressible(type: string): boolean | undefined;
}
