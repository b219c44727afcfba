import http from 'node:http';

/** One request of the run: when it started (ms since the run began), how long it took, what came back. */
export interface Sample {
  kind: string;
  startedAt: number;
  ms: number;
  /** HTTP status, or 0 when no answer came (see `error`). */
  status: number;
  code?: string;
  error?: string;
}

export interface TrafficOptions {
  baseUrl: string;
  token: string;
  connections: number;
  durationMs: number;
  /** Requests not answered within this many ms are abandoned and counted as hung. */
  timeoutMs?: number;
  /** Page ids that the update writes may change. */
  pageIds: number[];
}

interface Call {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

let serial = 0;

/** The mix of the run: seven reads to three writes, each write one transaction with its audit row. */
function nextCall(pageIds: number[]): Call {
  const pick = Math.random();
  const page = 1 + Math.floor(Math.random() * 8);
  if (pick < 0.15) return { kind: 'list tutors', method: 'GET', path: `/api/v1/admin/tutor?page=${page}&limit=25` };
  if (pick < 0.3) return { kind: 'list transactions', method: 'GET', path: `/api/v1/admin/transactions?page=${page}&limit=25&sort=lessonAt&dir=desc` };
  if (pick < 0.4) return { kind: 'search users', method: 'GET', path: `/api/v1/admin/user?search=an&page=${page}` };
  if (pick < 0.5) return { kind: 'dashboard', method: 'GET', path: '/api/v1/admin/dashboard' };
  if (pick < 0.7) return { kind: 'languages', method: 'GET', path: '/api/v1/tutor/getLanguages' };
  if (pick < 0.85) return { kind: 'add language', method: 'POST', path: '/api/v1/admin/languages/add', body: { name: `Load ${process.pid}-${(serial += 1)}` } };
  const id = pageIds[Math.floor(Math.random() * pageIds.length)]!;
  return { kind: 'update page', method: 'POST', path: `/api/v1/admin/page-management/update/${id}`, body: { title: `Load title ${(serial += 1)}` } };
}

function send(agent: http.Agent, options: TrafficOptions, call: Call, origin: number): Promise<Sample> {
  const startedAt = performance.now() - origin;
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve) => {
    const done = (status: number, extra: Partial<Sample> = {}) =>
      resolve({ kind: call.kind, startedAt, ms: performance.now() - origin - startedAt, status, ...extra });
    const req = http.request(
      `${options.baseUrl}${call.path}`,
      {
        method: call.method,
        agent,
        headers: { authorization: `Bearer ${options.token}`, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let code: string | undefined;
          if ((res.statusCode ?? 0) >= 400) {
            try {
              code = (JSON.parse(Buffer.concat(chunks).toString()) as { code?: string }).code;
            } catch {
              code = 'UNREADABLE';
            }
          }
          done(res.statusCode ?? 0, code ? { code } : {});
        });
        res.on('error', (error) => done(0, { error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('HUNG')));
    req.on('error', (error: NodeJS.ErrnoException) => done(0, { error: error.code ?? error.message }));
    req.end(body);
  });
}

/**
 * `connections` workers, each sending the next request of the mix as soon as the last one
 * answered, for `durationMs` (or until `stop()`). Loopback only.
 */
export function startTraffic(options: TrafficOptions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const origin = performance.now();
  const samples: Sample[] = [];
  let stopped = false;
  const endAt = origin + options.durationMs;
  const worker = async () => {
    while (!stopped && performance.now() < endAt) samples.push(await send(agent, options, nextCall(options.pageIds), origin));
  };
  const finished = Promise.all(Array.from({ length: options.connections }, worker)).then(() => {
    agent.destroy();
    return samples;
  });
  return {
    samples,
    /** Milliseconds since the traffic began (the clock of `Sample.startedAt`). */
    now: () => performance.now() - origin,
    stop: () => {
      stopped = true;
    },
    finished,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const describeSample = (s: Sample) => `${s.kind}: ${s.status || s.error}${s.code ? ` ${s.code}` : ''} after ${Math.round(s.ms)} ms`;
