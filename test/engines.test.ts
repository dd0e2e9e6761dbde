import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const root = join(import.meta.dirname, '..');
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
  minVersion(range: string): { version: string } | null;
};

interface LockPackage { version?: string; engines?: unknown; dev?: boolean }
interface Lock { packages: Record<string, LockPackage & { dependencies?: Record<string, string>; devDependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }> }

const readJson = <T>(path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

/** The Node 22 the suite's Node 22 pass runs on (scripts/test-setup.sh installs it). */
const node22 = /^NODE22_VERSION=(\S+)$/m.exec(readFileSync(join(root, 'scripts/test-setup.sh'), 'utf8'))![1]!;

/** `name@version wants node RANGE` for each package in a lock whose engines.node the given Node version misses. */
function refusedBy(lock: Lock, nodeVersion: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const range = (entry.engines as { node?: unknown } | undefined)?.node;
    if (!path || typeof range !== 'string') return [];
    // npm's EBADENGINE check (npm-install-checks) compares with prereleases included.
    if (semver.satisfies(nodeVersion, range, { includePrerelease: true })) return [];
    return [`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${range}`];
  });
}

/**
 * Issue 14 item 18: `npm ci` printed five EBADENGINE warnings (packages that want Node 22). npm warns when a package's
 * engines.node does not include the running Node; package-lock.json records every package's engines, so checking it
 * against the Node versions we support is what `npm ci` would say, without installing.
 */
describe('issue 14 item 18: npm ci installs without EBADENGINE on every Node we support', () => {
  const { engines, dependencies, devDependencies, optionalDependencies } = readJson<{ engines: { node: string }; dependencies: object; devDependencies: object; optionalDependencies?: object }>('package.json');
  const lock = readJson<Lock>('package-lock.json');

  test('the lock is the one package.json asks for (npm ci would refuse it otherwise)', () => {
    assert.deepEqual(lock.packages['']!.dependencies, dependencies);
    assert.deepEqual(lock.packages['']!.devDependencies, devDependencies);
    assert.deepEqual(lock.packages['']!.optionalDependencies, optionalDependencies);
  });

  const supported = [
    ['our oldest supported Node', semver.minVersion(engines.node)!.version],
    ['the Node running this test', process.versions.node],
    ['the Node 22 of the Node 22 pass', node22],
  ];
  for (const [which, version] of supported) {
    test(`every locked package accepts ${which} (${version}; package.json engines ${engines.node})`, () => {
      assert.ok(semver.satisfies(version!, engines.node), `${version} is inside our own engines range`);
      assert.deepEqual(refusedBy(lock, version!), []);
    });
  }

  test('the MCP inspector, installed apart by test:setup, accepts the Node 22 that runs it', () => {
    const inspectorLock = readJson<Lock>('scripts/mcp-inspector/package-lock.json');
    assert.deepEqual(refusedBy(inspectorLock, node22), []);
    assert.ok(!Object.keys(lock.packages).some((path) => path.endsWith('@modelcontextprotocol/inspector')), 'not in the project lock');
  });
});
