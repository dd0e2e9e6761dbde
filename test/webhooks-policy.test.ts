import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { matchesPatterns, nextRetryDelaySeconds, parseRetryAfter, validatePatterns } from '../src/modules/webhooks/policy.js';
import { isValidSecret } from '../src/providers/webhooks-out/signing.js';

/** Issue 17: the delivery rules as functions (the delivery tests check them end to end on the injected clock). */
describe('webhook delivery rules (issue 17)', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  test('Retry-After (RFC 9110 §10.2.3) is read as delay-seconds or an HTTP date; anything else is ignored', () => {
    assert.equal(parseRetryAfter('120', now), 120);
    assert.equal(parseRetryAfter('Sun, 01 Mar 2026 12:10:00 GMT', now), 600);
    assert.equal(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now), 0, 'a date in the past: no extra wait');
    assert.equal(parseRetryAfter('soon', now), null);
    assert.equal(parseRetryAfter(undefined, now), null);
  });

  test('Retry-After lengthens a delay but never shortens it, and is honoured up to 24 h', () => {
    assert.equal(nextRetryDelaySeconds(1, 0.5, 2), 5, 'shorter than the schedule: the schedule wins');
    assert.equal(nextRetryDelaySeconds(1, 0.5, 600), 600);
    assert.equal(nextRetryDelaySeconds(2, 0.5, 7 * 86_400), 86_400, 'capped at 24 h');
    assert.equal(nextRetryDelaySeconds(10, 0.5, null), null, 'after the 10th attempt: dead');
  });

  test('event patterns: a type, a family (`order.*`), or none for every event; malformed ones refused', () => {
    assert.equal(matchesPatterns('order.paid', []), true);
    assert.equal(matchesPatterns('order.paid', ['order.*']), true);
    assert.equal(matchesPatterns('orders.paid', ['order.*']), false);
    assert.equal(matchesPatterns('brokerage.case_completed', ['order.*', 'brokerage.case_completed']), true);
    assert.deepEqual(validatePatterns(['order.*', 'order.*']), ['order.*']);
    for (const bad of ['*', 'Order.paid', 'order.*.x', 'order*', '.paid', 'order..paid']) assert.throws(() => validatePatterns([bad]), bad);
  });

  test('secrets: whsec_ + canonical base64 of 24–64 bytes, or 24–128 printable ASCII characters', () => {
    assert.equal(isValidSecret(`whsec_${Buffer.alloc(32, 1).toString('base64')}`), true);
    assert.equal(isValidSecret(`whsec_${Buffer.alloc(16, 1).toString('base64')}`), false, 'too short');
    assert.equal(isValidSecret('whsec_not base64!'), false);
    assert.equal(isValidSecret('partner-chosen-secret-0123456789'), true);
    assert.equal(isValidSecret('short'), false);
    assert.equal(isValidSecret('has spaces in it but long enough'), false);
  });
});
