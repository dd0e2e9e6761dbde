import type { ServerResponse } from 'node:http';

/**
 * Streams `bytes` of filler in 64 KiB chunks, waiting for drain, and stops when the client hangs up; used by
 * the fake upstreams to test body-size limits. `onChunk` counts what was sent (tests assert the client cut it short).
 */
export function streamFiller(res: ServerResponse, bytes: number, contentLength: boolean, contentType: string, onChunk: (size: number) => void): void {
  res.writeHead(200, { 'content-type': contentType, ...(contentLength ? { 'content-length': String(bytes) } : {}) });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  const pump = () => {
    while (sent < bytes && !res.destroyed) {
      sent += chunk.length;
      onChunk(chunk.length);
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  pump();
}
