import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../src/platform/config.js';

describe('configuration (issue 3, item 2)', () => {
  test('defaults: port 3000 on loopback, PGlite under ./data, 10% markup, 24 h refresh', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, './data');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.sandbox, false);
    assert.equal(config.pricing.markupPercent, 10);
    assert.equal(config.tldRefreshIntervalSeconds, 86_400);
    assert.equal(config.rtr.baseUrl, 'https://api.yoursrs.com/v2/');
    assert.equal(config.publicBaseUrl, 'http://127.0.0.1:3000');
    assert.equal(config.accounts.passwordHashCost, 'owasp', 'password hashes at OWASP cost unless PASSWORD_HASH_COST says otherwise');
    assert.equal(loadConfig({ PASSWORD_HASH_COST: 'test' }).accounts.passwordHashCost, 'test');
  });

  test('a bad value stops start-up with a message naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /PORT must be a whole number/],
      [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use postgres: or postgresql:/],
      [{ RTR_BASE_URL: 'not a url' }, /RTR_BASE_URL must be a URL/],
      [{ SANDBOX: 'maybe' }, /SANDBOX must be true or false/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
      [{ PRICING_MARKUP_PERCENT: '-5' }, /PRICING_MARKUP_PERCENT must be a non-negative number/],
      [{ RTR_TIMEOUT_MS: '5' }, /RTR_TIMEOUT_MS must be between 100/],
      [{ PASSWORD_HASH_COST: 'fast' }, /PASSWORD_HASH_COST must be one of owasp, test/],
      [{ PASSWORD_HASH_COST: 'TEST' }, /PASSWORD_HASH_COST must be one of owasp, test/],
    ];
    for (const [env, message] of cases) {
      assert.throws(() => loadConfig(env), (error: unknown) => error instanceof ConfigError && message.test(error.message), JSON.stringify(env));
    }
  });

  test('credentials in a bad DATABASE_URL are not echoed', () => {
    assert.throws(() => loadConfig({ DATABASE_URL: 'postgres://user:hunter2@host:99999/db' }), (error: unknown) => !String((error as Error).message).includes('hunter2'));
  });

  test('every configuration variable is documented in the README with its default', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    for (const name of CONFIG_VARIABLES) assert.match(readme, new RegExp(`\\| \`${name}\` \\|`), `${name} missing from README`);
  });
});
