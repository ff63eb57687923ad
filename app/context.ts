import type { AppServices } from "~/modules/services";

export type { AppServices };

/** What the server hands every loader and action (React Router's load context): the services plus this request. */
export interface RequestContext extends AppServices {
  requestId: string;
  /** The visitor's address (the proxy's X-Forwarded-For only when the proxy is on loopback). */
  clientIp: string;
}

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
