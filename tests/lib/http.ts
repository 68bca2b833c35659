/** Plain HTTP(S) requests that show exactly what a server sent: no redirects followed, no decoding. */
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, still compressed if the server compressed it. */
  body: Buffer;
}

const agents = {
  'http:': new http.Agent({keepAlive: true}),
  // The local TLS listener has a throwaway self-signed certificate.
  'https:': new https.Agent({keepAlive: true, rejectUnauthorized: false}),
};

export function request(
  url: string,
  {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {},
): Promise<RawResponse> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target,
      {method, headers, agent: agents[target.protocol as keyof typeof agents]},
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export function decodedBody(response: RawResponse): Buffer {
  switch (response.headers['content-encoding']) {
    case undefined:
      return response.body;
    case 'gzip':
      return zlib.gunzipSync(response.body);
    case 'br':
      return zlib.brotliDecompressSync(response.body);
    default:
      throw new Error(`Unexpected Content-Encoding ${response.headers['content-encoding']}`);
  }
}

export function closeAgents(): void {
  for (const agent of Object.values(agents)) agent.destroy();
}

/** A Content-Security-Policy header as directive name → sources. */
export function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name, ...sources]) => [(name ?? '').toLowerCase(), sources]),
  );
}

/** Cache-Control as directive → value (`true` for directives without one). */
export function parseCacheControl(header: string | undefined): Map<string, string | true> {
  return new Map(
    (header ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', value] = part.split('=');
        return [name.toLowerCase(), value ?? true];
      }),
  );
}
