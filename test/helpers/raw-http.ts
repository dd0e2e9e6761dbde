import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 response read off a raw socket: status, lower-cased headers, body text. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Bytes written straight to a socket, for requests no HTTP client would send (raw non-ASCII bytes in the URL,
 * oversized headers, a missing Host): they reach Node's parser exactly as written. Resolves with every response
 * the server wrote before it closed the connection (or `idleMs` passed without data).
 */
export async function rawRequest(port: number, data: string | Buffer, idleMs = 5_000): Promise<RawResponse[]> {
  const socket = await openSocket(port);
  socket.write(data);
  return readResponses(socket, idleMs);
}

export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Reads until the server closes the socket (or nothing arrives for `idleMs`), then parses the responses. */
export function readResponses(socket: Socket, idleMs = 5_000): Promise<RawResponse[]> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponses(Buffer.concat(chunks)));
    };
    let timer = setTimeout(finish, idleMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      clearTimeout(timer);
      timer = setTimeout(finish, idleMs);
    });
    socket.on('close', finish);
    socket.on('error', () => undefined); // a reset after the answer is how some refusals end
  });
}

/** Content-Length-delimited responses, one after the other (what the server sends for these tests). */
export function parseResponses(raw: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`an incomplete response head: ${JSON.stringify(rest.toString('latin1'))}`);
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    responses.push({ status, headers, body: rest.subarray(end + 4, end + 4 + length).toString('utf8') });
    rest = rest.subarray(end + 4 + length);
  }
  return responses;
}
