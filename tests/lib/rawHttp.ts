/**
 * HTTP/1.x requests written byte for byte on a TCP socket. Node's http client and `new URL()` repair what an
 * attacker sends on purpose (`\` becomes `/`, CR and LF are refused, a Host header is always added), so the
 * hostile-request tests send their request line and headers as they are and read the answer as it comes.
 */
import net from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without a status line. */
  status: number;
  /** Header names in lower case, every value of a repeated header. */
  headers: Map<string, string[]>;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  /** The request target exactly as it goes on the wire. */
  target: string;
  /** `HTTP/1.1` unless told; `null` leaves the version out. */
  version?: string | null;
  /** Header lines in order; `Host` is not added unless it is listed. */
  headers?: Array<[string, string]>;
}

function parseAnswer(data: Buffer): RawAnswer {
  const headEnd = data.indexOf('\r\n\r\n');
  const head = data.subarray(0, headEnd < 0 ? data.length : headEnd).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/\d\.\d (\d{3})/.exec(statusLine);
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return {
    status: status ? Number(status[1]) : 0,
    headers,
    body: headEnd < 0 ? Buffer.alloc(0) : data.subarray(headEnd + 4),
  };
}

/** Sends one request with `Connection: close` and resolves with everything the server answered. */
export function rawRequest(origin: string, request: RawRequest): Promise<RawAnswer> {
  const {hostname, port} = new URL(origin);
  const {method = 'GET', target, version = 'HTTP/1.1', headers = []} = request;
  const requestLine = version === null ? `${method} ${target}` : `${method} ${target} ${version}`;
  const head = [requestLine, ...headers.map(([name, value]) => `${name}: ${value}`), 'Connection: close'];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({host: hostname, port: Number(port)});
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${method} ${target}: no answer within 10 s`)));
    socket.on('connect', () => socket.end(`${head.join('\r\n')}\r\n\r\n`, 'latin1'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks))));
    // A server that refuses a request early closes the connection while it is still being written; what it
    // answered before counts.
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
  });
}
