import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  url: string;
  /** What the receiver answered. */
  status: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 for the webhook tests: it records every request and counts every TCP
 * connection opened to it (the SSRF tests prove a refused address gets none); `answer` decides each reply.
 */
export async function startWebhookReceiver(answer: (request: Omit<ReceivedRequest, "status">) => Answer = () => ({ status: 204 })) {
  const received: ReceivedRequest[] = [];
  let connections = 0;
  const receiver = {
    received,
    answer,
    get connections() {
      return connections;
    },
    url: "",
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const seen = { headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), url: request.url ?? "/" };
      const reply = receiver.answer(seen);
      received.push({ ...seen, status: reply.status });
      response.writeHead(reply.status, reply.headers ?? {});
      response.end(reply.body ?? "");
    });
  });
  server.on("connection", () => {
    connections += 1;
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
