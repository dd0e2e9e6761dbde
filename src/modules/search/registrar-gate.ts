import type { Clock } from '../../platform/clock.js';
import { UpstreamError } from '../../providers/upstream-error.js';
import type { RegistrarCheck, RegistrarSource } from './decide.js';

/** How long the registrar is left alone after it signalled rate limiting (it sends no usable Retry-After to us). */
export const REGISTRAR_BACKOFF_MS = 60_000;

/**
 * The registrar's domain check as domain search uses it (issue 6 review): the registrar's API key and rate limits are
 * shared with bulk renewals and updates of signed-in users, so searches may hold at most `maxConcurrent` checks at
 * once (the rest wait, within their row's deadline), and after a rate-limit answer nobody's search asks it for
 * REGISTRAR_BACKOFF_MS. Rows then fall back to `likely_available`, never to a guess.
 */
export class RegistrarGate implements RegistrarSource {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private backoffUntil = 0;

  constructor(private readonly inner: RegistrarSource, private readonly clock: Clock, private readonly maxConcurrent: number) {}

  async checkDomain(domain: string, signal?: AbortSignal): Promise<RegistrarCheck> {
    if (this.clock.now().getTime() < this.backoffUntil) {
      throw new UpstreamError('rtr', 'rate_limited', `backed off after rate limiting until ${new Date(this.backoffUntil).toISOString()}`, 429);
    }
    await this.acquire(signal);
    try {
      return await this.inner.checkDomain(domain, signal);
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'rate_limited') this.backoffUntil = this.clock.now().getTime() + REGISTRAR_BACKOFF_MS;
      throw error;
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (this.active < this.maxConcurrent) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = (): void => {
        signal?.removeEventListener('abort', cancel);
        this.active++;
        resolve();
      };
      const cancel = (): void => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new UpstreamError('rtr', 'aborted', 'cancelled while waiting for a registrar slot'));
      };
      if (signal?.aborted) return cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      this.waiting.push(grant);
    });
  }

  private release(): void {
    this.active--;
    this.waiting.shift()?.();
  }
}
