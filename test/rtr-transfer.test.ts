import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { RtrClient } from '../src/providers/rtr/client.js';
import { SANDBOX_API_KEY, SANDBOX_CUSTOMER, startSandboxUpstream } from '../src/providers/rtr/sandbox-upstream.js';
import { UpstreamError } from '../src/providers/upstream-error.js';
import { FAKE_RTR_CUSTOMER, FAKE_RTR_KEY, FakeRtr } from './helpers/fake-rtr.js';

describe('Realtime Register transfer calls (push, processes, transfer status, auth code) against a local RTR-format server', () => {
  const rtr = new FakeRtr();
  let client: RtrClient;
  before(async () => {
    await rtr.start();
    client = new RtrClient({ baseUrl: rtr.baseUrl, apiKey: FAKE_RTR_KEY, customer: FAKE_RTR_CUSTOMER, timeoutMs: 1_500 });
  });
  after(() => rtr.stop());
  beforeEach(() => {
    rtr.reset();
    rtr.domains.set('sold.com', {
      expiryDate: '2027-01-01T00:00:00Z', autoRenew: true, privacyProtect: false, ns: [], status: ['CLIENT_TRANSFER_PROHIBITED'],
      createdDate: '2024-05-01T10:00:00Z', customer: FAKE_RTR_CUSTOMER, authcode: 'Xy7#secret-code',
    });
  });

  const failure = async (promise: Promise<unknown>): Promise<UpstreamError> => {
    try {
      await promise;
    } catch (error) {
      assert.ok(error instanceof UpstreamError, `expected UpstreamError, got ${String(error)}`);
      return error;
    }
    assert.fail('expected the call to fail');
  };

  test('holding: GET /v2/domains/{domain} gives holder, creation date and statuses, and leaves the auth code out', async () => {
    const holding = await client.holding('sold.com');
    assert.deepEqual(holding, { domainName: 'sold.com', customer: FAKE_RTR_CUSTOMER, createdDate: '2024-05-01T10:00:00Z', status: ['CLIENT_TRANSFER_PROHIBITED'] });
    assert.equal(await client.holding('elsewhere.com'), null, 'a domain not in our account is null, not an error');
  });

  test('authCode: GET /v2/domains/{domain}?fields=authcode answers the code; a failure message never carries it', async () => {
    assert.equal(await client.authCode('sold.com'), 'Xy7#secret-code');
    delete rtr.domains.get('sold.com')!.authcode;
    const error = await failure(client.authCode('sold.com'));
    assert.equal(error.failure, 'format');
    const missing = await failure(client.authCode('elsewhere.com'));
    assert.equal(missing.status, 404);
  });

  test('pushDomain: POST /v2/domains/{domain}/transfer/push with {recipient} → 202 {processId}, followed with GET /v2/processes/{id}', async () => {
    const { processId } = await client.pushDomain('sold.com', 'buyer-handle');
    assert.equal(processId, '1000');
    const call = rtr.calls.find((c) => c.path === '/v2/domains/sold.com/transfer/push');
    assert.deepEqual(call, { method: 'POST', path: '/v2/domains/sold.com/transfer/push', authorization: `ApiKey ${FAKE_RTR_KEY}`, body: { recipient: 'buyer-handle' } });
    assert.deepEqual(await client.process('1000'), { id: '1000', outcome: 'running', status: 'RUNNING', action: 'pushTransfer', identifier: 'sold.com', detail: null, createdDate: null });
    rtr.finishProcess('1000');
    assert.equal((await client.process('1000'))?.outcome, 'completed');
    assert.equal((await client.holding('sold.com'))?.customer, 'buyer-handle');
    assert.equal(await client.process('999999'), null);
  });

  test('process statuses: FAILED, CANCELLED and INVALID are failures with the registrar\'s reason; IN_DOUBT keeps running', async () => {
    for (const [status, outcome] of [['FAILED', 'failed'], ['CANCELLED', 'failed'], ['INVALID', 'failed'], ['IN_DOUBT', 'running'], ['SCHEDULED', 'running']] as const) {
      rtr.processes.set('7', { id: 7, action: 'pushTransfer', type: 'domain', identifier: 'sold.com', status, statusDetail: 'Recipient unknown' });
      const process = await client.process('7');
      assert.equal(process?.outcome, outcome, status);
      assert.equal(process?.detail, 'Recipient unknown');
    }
  });

  test('a push whose answer times out is an upstream timeout (the caller treats it as unknown); the registrar did accept it', async () => {
    rtr.slowPushes.set('sold.com', { delayMs: 10_000, applied: true });
    const error = await failure(client.pushDomain('sold.com', 'buyer-handle'));
    assert.equal(error.failure, 'timeout');
    const recent = await client.recentProcesses('sold.com');
    assert.deepEqual(recent.map((p) => [p.action, p.identifier, p.outcome]), [['pushTransfer', 'sold.com', 'running']], 'the lost push is found again');
    assert.deepEqual(await client.recentProcesses('other.com'), []);
  });

  test('a push refused by the registrar is an http failure with its status (no process to follow)', async () => {
    rtr.pathBehaviour.set('/v2/domains/sold.com/transfer/push', { kind: 'status', status: 400, body: '{"type":"InvalidParameter","message":"recipient"}' });
    const error = await failure(client.pushDomain('sold.com', 'nobody'));
    assert.equal(error.failure, 'http');
    assert.equal(error.status, 400);
  });

  test('latestTransfer: GET /v2/domains/{domain}/transfer reads direction, outcome and the completion date; 404 → null', async () => {
    assert.equal(await client.latestTransfer('sold.com'), null);
    rtr.transfers.set('sold.com', {
      domainName: 'sold.com', registrar: 'Other Registrar', status: 'completed', requestedDate: '2026-02-20T08:00:00Z',
      type: 'IN', processId: 55, log: [
        { date: '2026-02-20T08:00:00Z', status: 'pendingfoa', message: 'FOA sent' },
        { date: '2026-02-25T08:00:00Z', status: 'completed', message: 'Transfer completed' },
      ],
    });
    assert.deepEqual(await client.latestTransfer('sold.com'), {
      processId: '55', direction: 'IN', outcome: 'completed', status: 'completed', requestedDate: '2026-02-20T08:00:00Z', completedDate: '2026-02-25T08:00:00Z',
    });
    for (const [status, outcome] of [['pendingfoa', 'pending'], ['approved', 'pending'], ['rejected', 'failed'], ['cancelled', 'failed']] as const) {
      rtr.transfers.set('sold.com', { domainName: 'sold.com', status, type: 'OUT', processId: 56, requestedDate: '2026-03-01T00:00:00Z' });
      const transfer = await client.latestTransfer('sold.com');
      assert.equal(transfer?.outcome, outcome, status);
      assert.equal(transfer?.direction, 'OUT');
    }
  });

  test('a transfer-status answer that is not the RTR format is a format failure, not a guess', async () => {
    rtr.transfers.set('sold.com', { domainName: 'sold.com' });
    assert.equal((await failure(client.latestTransfer('sold.com'))).failure, 'format');
    rtr.pathBehaviour.set('/v2/processes/1', { kind: 'garbage' });
    assert.equal((await failure(client.process('1'))).failure, 'format');
  });
});

describe('the sandbox registrar answers the transfer calls in the same format and completes them after SANDBOX_TRANSFER_DELAY_SECONDS', () => {
  const clientOf = (baseUrl: string) => new RtrClient({ baseUrl, apiKey: SANDBOX_API_KEY, customer: SANDBOX_CUSTOMER, timeoutMs: 2_000 });

  test('a push stays RUNNING within the delay; with no delay it is COMPLETED and the domain has left our account', async () => {
    const slow = await startSandboxUpstream({ transferDelaySeconds: 3_600 });
    const instant = await startSandboxUpstream({ transferDelaySeconds: 0 });
    try {
      const pending = clientOf(slow.baseUrl);
      assert.equal((await pending.holding('glowspot.com'))?.customer, SANDBOX_CUSTOMER);
      const { processId } = await pending.pushDomain('glowspot.com', 'buyer-1');
      assert.equal((await pending.process(processId!))?.outcome, 'running');
      assert.deepEqual((await pending.recentProcesses('glowspot.com')).map((p) => p.id), [processId]);

      const done = clientOf(instant.baseUrl);
      const pushed = await done.pushDomain('glowspot.com', 'buyer-1');
      assert.equal((await done.process(pushed.processId!))?.outcome, 'completed');
      assert.equal(await done.holding('glowspot.com'), null, 'pushed away: no longer ours to read');
      const refused = await done.pushDomain('ledgerlamp.com', SANDBOX_CUSTOMER).catch((error: unknown) => error);
      assert.ok(refused instanceof UpstreamError && refused.status === 400, 'a push to our own account is refused');
    } finally {
      await slow.close();
      await instant.close();
    }
  });

  test('handing out the auth code starts the buyer registrar\'s transfer (OUT, pendingfoa), completed after the delay', async () => {
    const slow = await startSandboxUpstream({ transferDelaySeconds: 3_600 });
    const instant = await startSandboxUpstream({ transferDelaySeconds: 0 });
    try {
      const pending = clientOf(slow.baseUrl);
      assert.equal(await pending.latestTransfer('ledgerlamp.com'), null);
      assert.match(await pending.authCode('ledgerlamp.com'), /^\S{8,}$/);
      const transfer = await pending.latestTransfer('ledgerlamp.com');
      assert.deepEqual([transfer?.direction, transfer?.status, transfer?.outcome], ['OUT', 'pendingfoa', 'pending']);

      const done = clientOf(instant.baseUrl);
      await done.authCode('ledgerlamp.com');
      assert.equal((await done.latestTransfer('ledgerlamp.com'))?.outcome, 'completed');
      assert.equal(await done.holding('ledgerlamp.com'), null);
    } finally {
      await slow.close();
      await instant.close();
    }
  });

  test('sandbox domains starting with "fresh" were registered 20 days ago (inside the 60-day lock); the others on 2025-01-01', async () => {
    const upstream = await startSandboxUpstream();
    try {
      const client = clientOf(upstream.baseUrl);
      const fresh = Date.parse((await client.holding('freshlab.com'))!.createdDate!);
      const ageDays = (Date.now() - fresh) / 86_400_000;
      assert.ok(ageDays > 19.9 && ageDays < 20.1, `freshlab.com is ${ageDays} days old`);
      assert.equal((await client.holding('glowspot.com'))?.createdDate, '2025-01-01T00:00:00.000Z');
    } finally {
      await upstream.close();
    }
  });
});
