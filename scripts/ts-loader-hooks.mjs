/**
 * Loader hooks of scripts/ts-loader.mjs (it says why they exist). They handle only what the sources of this project
 * need, and hand everything else to Node unchanged:
 *  - resolve: a relative `./x.js` imported from a `.ts` file is `./x.ts` when that file exists (NodeNext imports name
 *    the emitted file; tsc checks that every import resolves so);
 *  - load: a `.ts` file is an ES module, transformed by esbuild as tsx does it (the esbuild tsx depends on; target the
 *    running Node, inline source map, names kept, the root tsconfig.json's compiler options: sdk/js's agree on every
 *    option esbuild reads). The output is cached in .cache/ts-loader/ by esbuild version, options, path and source.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
/** tsx's own esbuild: the project depends on tsx, not on esbuild directly. */
const esbuild = createRequire(require.resolve('tsx/package.json'))('esbuild');
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'));
const OPTIONS = {
  loader: 'ts', format: 'esm', target: `node${process.versions.node}`, sourcemap: 'inline', keepNames: true, tsconfigRaw: { compilerOptions },
};
const CACHE = join(root, '.cache', 'ts-loader');
const SALT = `${esbuild.version}\n${JSON.stringify(OPTIONS)}\n`;

export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.endsWith('.ts') && specifier.endsWith('.js') && (specifier.startsWith('./') || specifier.startsWith('../'))) {
    const url = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(url)) return { url: url.href, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const source = readFileSync(file, 'utf8');
  const cached = join(CACHE, `${createHash('sha256').update(SALT).update(`${file}\n`).update(source).digest('hex').slice(0, 40)}.js`);
  if (existsSync(cached)) return { format: 'module', source: readFileSync(cached, 'utf8'), shortCircuit: true };
  const { code } = await esbuild.transform(source, { ...OPTIONS, sourcefile: file });
  // Written under a temporary name and renamed: test processes starting together never read half a file.
  mkdirSync(CACHE, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  writeFileSync(partial, code);
  renameSync(partial, cached);
  return { format: 'module', source: code, shortCircuit: true };
}
