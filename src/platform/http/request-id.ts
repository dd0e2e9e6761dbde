import type { IncomingMessage } from 'node:http';
import type { IdGenerator } from '../clock.js';

/** A caller-supplied X-Request-Id is kept when it is a safe token (so traces join up); else we mint one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdGenerator(ids: IdGenerator): (req: IncomingMessage) => string {
  return (req) => {
    const incoming = req.headers['x-request-id'];
    if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
    return ids.next('req');
  };
}
