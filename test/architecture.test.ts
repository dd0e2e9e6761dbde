import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, test } from 'node:test';

/**
 * Issue 15 item 10: the dependency rules of the layout, checked on the import graph of src/ (README "Architecture").
 *   platform/    knows no feature: imports only platform/
 *   domains/     pure name logic: imports only platform/ and itself
 *   providers/   the outside world: platform/, domains/, providers/
 *   modules/     features: platform/, domains/, providers/, modules/ (never interfaces/), and no cycle between two modules
 *   interfaces/  thin adapters; public/ and partner/ never import each other
 * The files at the top of src/ (main, app, bootstrap, context, background, features) compose everything and may import anything.
 */
const SRC = join(import.meta.dirname, '..', 'src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : name.endsWith('.ts') ? [path] : [];
  });
}

interface Edge {
  from: string;
  to: string;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function importGraph(): Edge[] {
  const edges: Edge[] = [];
  for (const file of walk(SRC)) {
    const from = relative(SRC, file).split('\\').join('/');
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const to = posix.normalize(posix.join(posix.dirname(from), match[1]!)).replace(/\.js$/, '.ts');
      edges.push({ from, to });
    }
  }
  return edges;
}

const layer = (path: string): string => (path.includes('/') ? path.slice(0, path.indexOf('/')) : 'top');
/** `modules/orders/service.ts` → `modules/orders`; `interfaces/public/x.ts` → `interfaces/public`. */
const unit = (path: string): string => path.split('/').slice(0, 2).join('/');

const ALLOWED: Record<string, readonly string[]> = {
  platform: ['platform'],
  domains: ['platform', 'domains'],
  providers: ['platform', 'domains', 'providers'],
  modules: ['platform', 'domains', 'providers', 'modules'],
  interfaces: ['platform', 'domains', 'providers', 'modules', 'interfaces'],
};

describe('dependency rules of the layout (issue 15 item 10)', () => {
  const edges = importGraph();

  test('src/ has only the five layers and the composition files at the top', () => {
    const top = readdirSync(SRC).filter((name) => !statSync(join(SRC, name)).isDirectory());
    const dirs = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    assert.deepEqual(dirs.sort(), ['domains', 'interfaces', 'modules', 'platform', 'providers']);
    assert.deepEqual(top.sort(), ['app.ts', 'background.ts', 'bootstrap.ts', 'context.ts', 'features.ts', 'main.ts']);
  });

  test('each layer imports only the layers below it', () => {
    const broken = edges.filter(({ from, to }) => {
      const allowed = ALLOWED[layer(from)];
      // context.ts is the type of what every service receives: a type-only view of the composition. The CLI starts
      // the runtime (bootstrap.ts) as main.ts does: it is a front door that composes.
      const composition = to === 'context.ts' || (unit(from) === 'interfaces/cli' && to === 'bootstrap.ts');
      return allowed !== undefined && !allowed.includes(layer(to)) && !composition;
    });
    assert.deepEqual(broken.map((e) => `${e.from} → ${e.to}`), []);
  });

  test('features register themselves: app.ts and background.ts import no feature\'s routes or jobs, only src/features.ts', () => {
    // A route file (`*.route.ts`, `*.routes.ts` other than the partner scope's own routes.ts) or a module's jobs.ts.
    const featureFile = (to: string) => /\.routes?\.ts$/.test(to) && to !== 'interfaces/partner/routes.ts' || /^modules\/.+\/jobs\.ts$/.test(to);
    const frontDoors = ['interfaces/public/batch.route.ts', 'interfaces/mcp/routes.ts', 'interfaces/web/routes.ts'];
    const broken = edges.filter(({ from, to }) => ['app.ts', 'background.ts', 'bootstrap.ts'].includes(from) && featureFile(to) && !frontDoors.includes(to));
    assert.deepEqual(broken.map((e) => `${e.from} → ${e.to}`), []);
  });

  test('interfaces/public and interfaces/partner never import each other', () => {
    const broken = edges.filter(({ from, to }) =>
      (unit(from) === 'interfaces/public' && unit(to) === 'interfaces/partner') || (unit(from) === 'interfaces/partner' && unit(to) === 'interfaces/public'));
    assert.deepEqual(broken.map((e) => `${e.from} → ${e.to}`), []);
  });

  test('no two modules import each other (directly or through others)', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      if (layer(from) !== 'modules' || layer(to) !== 'modules' || unit(from) === unit(to)) continue;
      if (!graph.has(unit(from))) graph.set(unit(from), new Set());
      graph.get(unit(from))!.add(unit(to));
    }
    const cycles: string[] = [];
    const reaches = (start: string, target: string, seen = new Set<string>()): boolean => {
      for (const next of graph.get(start) ?? []) {
        if (next === target) return true;
        if (!seen.has(next)) {
          seen.add(next);
          if (reaches(next, target, seen)) return true;
        }
      }
      return false;
    };
    for (const [from, targets] of graph) for (const to of targets) if (reaches(to, from)) cycles.push(`${from} ⇄ ${to}`);
    assert.deepEqual(cycles, []);
  });
});
