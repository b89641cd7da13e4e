import http from 'node:http';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: unknown;
}

/** A small JSON client over one keep-alive connection, so the figures are the server's and not the client's. */
export class HttpClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private token: string | undefined;

  constructor(private readonly port: number) {}

  signIn(token: string): void {
    this.token = token;
  }

  request(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text === '' ? undefined : JSON.parse(text);
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A request that must answer `expected`; anything else stops the bench with what the server said. */
  async expect(expected: number, method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const answer = await this.request(method, path, body);
    if (answer.status !== expected) {
      const said = JSON.stringify(answer.body).slice(0, 500);
      throw new Error(`${method} ${path} answered ${answer.status}, expected ${expected}: ${said}`);
    }
    return answer;
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * The X-Read-Your-Writes header of a command budget's measured answers: `consistent` counts those the server
 * answered after its read models caught up, `others` says the rest by value ('0 timeout' when there are none).
 */
export class ReadYourWritesTally {
  private readonly seen = new Map<string, number>();

  count(answer: HttpAnswer): void {
    const h = String(answer.headers['x-read-your-writes'] ?? 'missing');
    this.seen.set(h, (this.seen.get(h) ?? 0) + 1);
  }

  get consistent(): number {
    return this.seen.get('consistent') ?? 0;
  }

  /** `X-Read-Your-Writes: <n> consistent, <the others>`, for the notes of the budget's row. */
  notes(): string {
    const others = [...this.seen].filter(([h]) => h !== 'consistent').map(([h, n]) => `${n} ${h}`);
    return `X-Read-Your-Writes: ${this.consistent} consistent, ${others.length ? others.join(', ') : '0 timeout'}`;
  }
}
