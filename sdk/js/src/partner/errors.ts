import { NameportError } from '../errors.js';

/**
 * A write whose outcome the SDK cannot know: it was sent (or may have been) and no definite answer came back — the
 * connection broke or timed out after every retry, or the server answered a 5xx, which the service stores under the
 * Idempotency-Key because the write may have started (README "Partner interface (B)", Idempotency). It is never
 * reported as a plain failure: the operation may have happened. Check it (e.g. `getOrder`/`listOrders`), or call
 * again with `idempotencyKey` — the same key returns the first outcome and never writes twice. `code` is
 * `outcome_unknown`; `status` is the 5xx or 0 (no answer); `cause` is the underlying NameportError.
 */
export class PartnerOutcomeUnknownError extends NameportError {
  /** The Idempotency-Key the write was sent with (null on a route that takes none, such as the webhook PUT). */
  readonly idempotencyKey: string | null;

  constructor(cause: NameportError, idempotencyKey: string | null) {
    const retry = idempotencyKey ? ` Retry with idempotencyKey ${JSON.stringify(idempotencyKey)} to get its outcome without writing twice.` : '';
    super({
      status: cause.status,
      code: 'outcome_unknown',
      message: `the outcome of this write is unknown (${cause.code}: ${cause.message}); it may have been carried out.${retry}`,
      requestId: cause.requestId,
      retryAfter: cause.retryAfter,
      details: cause.details,
      cause,
    });
    this.idempotencyKey = idempotencyKey;
  }
}
