import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A replay server speaking the OpenAI chat completions and completions APIs on a loopback port: it
 * answers each prompt with a recorded real model answer, checks the model and the key as a real
 * server does, counts every request, and can be told to fail the next requests (a status with
 * Retry-After, a slow answer, a cut connection, an empty or refused answer). For a browser page it can
 * speak CORS (`cors`), or refuse the page's origin as a real server does. Plain node:http.
 */
export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'slow'; ms: number }
  /** Answer only once `until` settles (a test holds one answer back until it has seen what it waits for). */
  | { kind: 'hold'; until: Promise<unknown> }
  | { kind: 'cut' }
  | { kind: 'empty' }
  | { kind: 'refuse'; message: string };

export interface ReplayRequest {
  path: string;
  model: string;
  /** The last user message (chat) or the prompt (completions). */
  prompt: string;
  system?: string;
  authorization?: string;
  /** The Origin header: a browser page's origin (a CLI sends none). */
  origin?: string;
  body: Record<string, unknown>;
  /** When it arrived (Date.now()). */
  at: number;
  /** What the server did: answered, answered empty/refused, or the fault. */
  outcome: 'answer' | Fault['kind'] | 'unknown_prompt' | 'bad_model' | 'bad_key';
}

export interface ReplayOptions {
  /** Prompt -> recorded answer. */
  answers: ReadonlyMap<string, string>;
  /** Models the server serves (others: 404 as vLLM says it). Default ['replay-model']. */
  models?: string[];
  /** The key every request must bear (401 otherwise); none: no check. */
  apiKey?: string;
  /** Every answer waits this long (to catch a run in the middle). */
  delayMs?: number;
  /**
   * CORS, for a browser page. Default: none, as a server without CORS support (OPTIONS is a 404 and no
   * answer says who may read it, so a browser lets no page read it). `origins`: the origins allowed
   * ('*': any page). A page of another origin is refused as vLLM's `--allowed-origins` (Starlette's
   * CORSMiddleware) refuses it: its preflight gets 400 "Disallowed CORS origin", no answer carries
   * Access-Control-Allow-Origin, and the browser reports only a network error.
   */
  cors?: { origins: '*' | string[] };
}

interface Injection {
  fault: Fault;
  times: number;
  match?: (prompt: string) => boolean;
}

const tokens = (s: string) => Math.ceil(s.length / 4);

export class ReplayServer {
  readonly requests: ReplayRequest[] = [];
  /** CORS preflights (OPTIONS with Access-Control-Request-Method): from which origin, and whether it was allowed. */
  readonly preflights: { origin?: string; allowed: boolean }[] = [];
  private injections: Injection[] = [];
  delayMs: number;

  private constructor(
    private readonly server: Server,
    private readonly options: ReplayOptions,
  ) {
    this.delayMs = options.delayMs ?? 0;
  }

  static async start(options: ReplayOptions): Promise<ReplayServer> {
    let self: ReplayServer | undefined;
    const server = createServer((req, res) => void self!.handle(req, res));
    self = new ReplayServer(server, options);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return self;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The base URL a client is given (`.../v1`). */
  get url(): string {
    return `${this.origin}/v1`;
  }

  /** The next `times` completion requests (those whose prompt passes `match`, if given) get `fault`. */
  inject(fault: Fault, options: { times?: number; match?: (prompt: string) => boolean } = {}): void {
    this.injections.push({ fault, times: options.times ?? 1, match: options.match });
  }

  /** Requests received (optionally only those for one prompt). */
  count(prompt?: string): number {
    return prompt === undefined ? this.requests.length : this.requests.filter((r) => r.prompt === prompt).length;
  }

  reset(): void {
    this.requests.length = 0;
    this.preflights.length = 0;
    this.injections = [];
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private takeFault(prompt: string): Fault | undefined {
    const i = this.injections.findIndex((x) => !x.match || x.match(prompt));
    if (i === -1) return undefined;
    const injection = this.injections[i];
    if (--injection.times <= 0) this.injections.splice(i, 1);
    return injection.fault;
  }

  /** The CORS headers for a request from `origin`; undefined when CORS is off or the origin is not allowed. */
  private corsHeaders(origin: string | undefined): Record<string, string> | undefined {
    const cors = this.options.cors;
    if (!cors || !origin || (cors.origins !== '*' && !cors.origins.includes(origin))) return undefined;
    return {
      'access-control-allow-origin': cors.origins === '*' ? '*' : origin,
      // Without this a page cannot read Retry-After (not a CORS-safelisted response header).
      'access-control-expose-headers': 'retry-after, retry-after-ms, x-request-id',
      vary: 'Origin',
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    const origin = req.headers.origin;
    const cors = this.corsHeaders(origin);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json', ...cors, ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] && this.options.cors) {
      this.preflights.push({ origin, allowed: cors !== undefined });
      if (!cors) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Disallowed CORS origin');
        return;
      }
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        // Every header the page asks for (Authorization, the openai client's X-Stainless-*), as vLLM's default `--allowed-headers '["*"]'` does.
        'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (req.method === 'GET' && path === '/v1/models')
      return send(200, { object: 'list', data: (this.options.models ?? ['replay-model']).map((id) => ({ id, object: 'model', owned_by: 'replay' })) });
    const chat = path === '/v1/chat/completions';
    if (req.method !== 'POST' || (!chat && path !== '/v1/completions')) return send(404, { detail: 'Not Found' });

    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    const messages = (chat ? body.messages : []) as { role: string; content: string }[];
    const prompt = chat ? (messages.filter((m) => m.role === 'user').at(-1)?.content ?? '') : String(body.prompt ?? '');
    const system = messages.find((m) => m.role === 'system')?.content;
    const record: ReplayRequest = {
      path,
      model: String(body.model),
      prompt,
      body,
      at: Date.now(),
      authorization: req.headers.authorization,
      outcome: 'answer',
      ...(system !== undefined ? { system } : {}),
      ...(origin !== undefined ? { origin } : {}),
    };
    this.requests.push(record);

    if (this.options.apiKey !== undefined && req.headers.authorization !== `Bearer ${this.options.apiKey}`) {
      record.outcome = 'bad_key';
      return send(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    if (!(this.options.models ?? ['replay-model']).includes(record.model)) {
      record.outcome = 'bad_model';
      return send(404, { error: { message: `The model \`${record.model}\` does not exist.`, type: 'NotFoundError', code: 404 } });
    }
    const fault = this.takeFault(prompt);
    if (fault) record.outcome = fault.kind;
    if (fault?.kind === 'status')
      return send(fault.status, { error: { message: `injected ${fault.status}`, type: 'server_error' } }, fault.retryAfter !== undefined ? { 'retry-after': fault.retryAfter } : {});
    if (fault?.kind === 'cut') {
      req.socket.destroy();
      return;
    }
    const wait = fault?.kind === 'slow' ? fault.ms : this.delayMs;
    if (wait > 0 || fault?.kind === 'hold') {
      const closed = await new Promise<boolean>((resolve) => {
        const timer = fault?.kind === 'hold' ? undefined : setTimeout(() => resolve(false), wait);
        if (fault?.kind === 'hold') void fault.until.finally(() => resolve(false));
        res.once('close', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (closed) return;
    }

    let text: string | null;
    let refusal: string | null = null;
    if (fault?.kind === 'empty') text = '';
    else if (fault?.kind === 'refuse') {
      text = null;
      refusal = fault.message;
    } else {
      const recorded = this.options.answers.get(prompt);
      if (recorded === undefined) {
        record.outcome = 'unknown_prompt';
        return send(400, { error: { message: `no recorded answer for this prompt: ${prompt.slice(0, 60)}`, type: 'invalid_request_error' } });
      }
      text = recorded;
    }
    const usage = { prompt_tokens: tokens(prompt), completion_tokens: tokens(text ?? ''), total_tokens: tokens(prompt) + tokens(text ?? '') };
    const common = { id: `replay-${this.requests.length}`, created: Math.floor(Date.now() / 1000), model: record.model, usage };
    if (chat)
      return send(200, {
        ...common,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: text, refusal }, logprobs: null, finish_reason: 'stop' }],
      });
    return send(200, { ...common, object: 'text_completion', choices: [{ index: 0, text: text ?? '', logprobs: null, finish_reason: 'stop' }] });
  }
}
