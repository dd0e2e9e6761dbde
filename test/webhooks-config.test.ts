import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { usePartnerApp } from './helpers/partner-signer.js';

/** Issue 17: the webhook attempt deadline and the dispatcher's poll interval are configuration (README "Configuration"). */
describe('webhook configuration: WEBHOOK_TIMEOUT_MS and WEBHOOK_POLL_MS', () => {
  test('defaults: a 2xx within 15 s is delivered, the dispatcher polls every 250 ms', () => {
    assert.deepEqual(loadConfig({}).webhooks, { timeoutMs: 15_000, pollMs: 250 });
  });

  test('a value out of range or not a number stops start-up naming the variable', () => {
    for (const [name, value] of [['WEBHOOK_TIMEOUT_MS', '999'], ['WEBHOOK_TIMEOUT_MS', '60001'], ['WEBHOOK_POLL_MS', '0'], ['WEBHOOK_POLL_MS', 'fast']]) {
      assert.throws(() => loadConfig({ [name!]: value! }), (error: unknown) => error instanceof ConfigError && error.message.includes(name!), `${name}=${value}`);
    }
  });

  describe('the running service takes them from the environment', () => {
    const h = usePartnerApp({ env: { WEBHOOK_TIMEOUT_MS: '3000', WEBHOOK_POLL_MS: '40' } });
    test('ctx.webhooks.settings carries the configured deadline and poll interval', () => {
      assert.equal(h.ctx.webhooks.settings.timeoutMs, 3000);
      assert.equal(h.ctx.webhooks.settings.pollMs, 40);
      assert.equal(h.ctx.webhooks.settings.sandboxLoopback, false, 'not started as a sandbox: no loopback receivers');
    });
  });
});
