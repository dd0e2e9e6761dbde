/** How a call to any outside system (RDAP, DomainIQ, Realtime Register, DNS) failed, shared by every provider. */
export type UpstreamFailure = 'timeout' | 'network' | 'http' | 'auth' | 'rate_limited' | 'format' | 'config' | 'aborted';

/** An upstream that did not give a usable answer. "No such TLD" is not an error: it is `null`. */
export class UpstreamError extends Error {
  constructor(readonly source: string, readonly failure: UpstreamFailure, message: string, readonly status?: number) {
    super(`${source}: ${message}`);
    this.name = 'UpstreamError';
  }
}
