// s3rver ships without types; the test support calls only these members.
declare module "s3rver" {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: Array<{ name: string }> });
    run(): Promise<import("node:net").AddressInfo>;
    close(): Promise<void>;
  }
}
