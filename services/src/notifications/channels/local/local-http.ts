import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalHttpServer {
  readonly url: string;
  stop(): Promise<void>;
}

export const sendJson = (res: http.ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const readRaw = async (req: http.IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** An HTTP server on a free local port; a handler's failure answers 500 (the local servers are test tools). */
export const listenLocal = async (
  handler: (req: http.IncomingMessage, res: http.ServerResponse, base: string) => Promise<void>,
): Promise<LocalHttpServer> => {
  let base = '';
  const server = http.createServer((req, res) => {
    handler(req, res, base).catch((e: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: e instanceof Error ? e.message : String(e) });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
