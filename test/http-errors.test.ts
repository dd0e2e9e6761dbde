import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import { ApiError, ERROR_STATUS } from '../src/platform/errors.js';
import { useTestApp } from './helpers/app.js';

/**
 * Issue 3, item 4: one error shape, status only from the code table, X-Request-Id on every response.
 * The routes under /test/ are added to the real application here to reach the body parser and the
 * error handler; nothing of ours is replaced.
 */
describe('errors and request ids (issue 3, item 4)', () => {
  const h = useTestApp({
    env: { BODY_LIMIT_BYTES: '2048' },
    extend: (app) => {
      app.post('/test/echo', { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } }, async (req) => req.body);
      app.get('/test/boom', async () => {
        throw new Error('secret internal detail at /srv/app.js:12');
      });
      app.get('/test/conflict', async () => {
        throw new ApiError('rate_limited', 'slow down', { limit: 10 }, { retryAfterSeconds: 42 });
      });
    },
  });

  const expectError = (response: { statusCode: number; json(): any; headers: Record<string, unknown> }, status: number, code: string) => {
    assert.equal(response.statusCode, status);
    const body = response.json();
    assert.equal(body.error.code, code);
    assert.equal(typeof body.error.message, 'string');
    assert.equal(body.error.request_id, response.headers['x-request-id']);
    return body;
  };

  test('unknown routes are 404 not_found in the error shape', async () => {
    const response = await h.t.app.inject({ method: 'GET', url: '/api/nope' });
    expectError(response, 404, 'not_found');
  });

  test('malformed JSON is 400 validation_error', async () => {
    const response = await h.t.app.inject({ method: 'POST', url: '/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expectError(response, 400, 'validation_error');
  });

  test('an unsupported content type is 400 validation_error (not 415)', async () => {
    const response = await h.t.app.inject({ method: 'POST', url: '/test/echo', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expectError(response, 400, 'validation_error');
  });

  test('an empty JSON body is 400 validation_error', async () => {
    const response = await h.t.app.inject({ method: 'POST', url: '/test/echo', headers: { 'content-type': 'application/json' }, payload: '' });
    expectError(response, 400, 'validation_error');
  });

  test('a body failing its schema is 400 validation_error naming the field', async () => {
    const response = await h.t.app.inject({ method: 'POST', url: '/test/echo', payload: { other: 1 } });
    const body = expectError(response, 400, 'validation_error');
    assert.match(body.error.message, /name is required/);
  });

  test('a body over BODY_LIMIT_BYTES is 413 payload_too_large', async () => {
    const response = await h.t.app.inject({ method: 'POST', url: '/test/echo', payload: { name: 'x'.repeat(4096) } });
    expectError(response, 413, 'payload_too_large');
  });

  test('an unexpected error is a logged 500 internal_error with nothing internal in the body', async () => {
    const response = await h.t.app.inject({ method: 'GET', url: '/test/boom' });
    const body = expectError(response, 500, 'internal_error');
    assert.doesNotMatch(response.body, /secret|\/srv\/|stack|at /);
    const logged = h.t.logs.find((line) => line.request_id === body.error.request_id && line.level === 50);
    assert.match(JSON.stringify(logged?.err), /secret internal detail/);
  });

  test('an ApiError takes its status from the code table and carries its headers and details', async () => {
    const response = await h.t.app.inject({ method: 'GET', url: '/test/conflict' });
    const body = expectError(response, ERROR_STATUS.rate_limited, 'rate_limited');
    assert.equal(response.headers['retry-after'], '42');
    assert.deepEqual(body.error.details, { limit: 10 });
  });

  test('every response carries X-Request-Id: success, 4xx and 5xx', async () => {
    for (const url of ['/healthz', '/api/pricing/tld?tld=com', '/nope', '/test/boom', '/openapi.json']) {
      const response = await h.t.app.inject({ method: 'GET', url });
      assert.match(String(response.headers['x-request-id']), /^req_\d{6}$/, url);
    }
  });

  test('a safe caller-supplied X-Request-Id is echoed; an unsafe one is replaced', async () => {
    const kept = await h.t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-abc.123' } });
    assert.equal(kept.headers['x-request-id'], 'trace-abc.123');
    const replaced = await h.t.app.inject({ method: 'GET', url: '/nope', headers: { 'x-request-id': 'bad id <script>' } });
    assert.match(String(replaced.headers['x-request-id']), /^req_/);
    assert.equal(replaced.json().error.request_id, replaced.headers['x-request-id']);
  });

  test('the code table maps each code to exactly one documented status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      assert.ok(status >= 400 && status < 600, code);
      assert.equal(new ApiError(code as keyof typeof ERROR_STATUS, 'x').status, status);
    }
  });

  test('GET /healthz reports the database kind', async () => {
    const response = await h.t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().database, h.db.kind);
  });
});
