#!/usr/bin/env node
/**
 * Builds dist/ with tsc only when what tsc reads has changed since the last build, so `npm start` restarts in
 * about a second instead of re-running the whole compile (about 15 s of CPU) every time (issue 14 item 18).
 *
 * What tsc reads for dist/: every file under src/, tsconfig.json, and package.json (its "type" decides the module
 * format). After a successful build their paths, sizes and modification times are hashed into dist/.build-stamp;
 * a later run compares the hash and builds when it differs, or when dist/main.js is missing. Folders count too (their
 * modification time changes when a file is added, removed or renamed), and the hash must be equal rather than older:
 * a file put back with an older time (a git checkout, `cp -p`) is a change as well. The fingerprint is taken before
 * tsc runs, so an edit made during the build is picked up by the next start.
 *
 *   node scripts/build-if-changed.mjs            build when needed (npm start)
 *   node scripts/build-if-changed.mjs --force    always build, then write the stamp (npm run build)
 *   --root DIR                                   another project laid out the same way (the tests use one)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TSC = join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const INPUT_FILES = ['tsconfig.json', 'package.json'];
export const STAMP = join('dist', '.build-stamp');
const ENTRY = join('dist', 'main.js');

/** A hash of the paths, sizes and modification times of everything tsc reads for dist/. */
export function sourceFingerprint(root) {
  const lines = [];
  const visit = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) {
        lines.push(`${relative(root, path)}/ ${stat.mtimeMs}`);
        visit(path);
      } else {
        lines.push(`${relative(root, path)} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  lines.push(`src/ ${statSync(join(root, 'src')).mtimeMs}`);
  visit(join(root, 'src'));
  for (const file of INPUT_FILES) {
    const path = join(root, file);
    lines.push(existsSync(path) ? `${file} ${statSync(path).size} ${statSync(path).mtimeMs}` : `${file} absent`);
  }
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** Why a build is needed, or null when dist/ was built from the sources as they are now. */
export function buildReason(root) {
  if (!existsSync(join(root, ENTRY))) return `${ENTRY} is missing`;
  if (!existsSync(join(root, STAMP))) return 'no record of the last build';
  if (readFileSync(join(root, STAMP), 'utf8').trim() !== sourceFingerprint(root)) return 'sources changed since the last build';
  return null;
}

/** Runs tsc for `root`; records the fingerprint taken before it only when the build succeeded. Returns tsc's status. */
export function build(root) {
  const fingerprint = sourceFingerprint(root);
  const result = spawnSync(process.execPath, [TSC, '-p', join(root, 'tsconfig.json')], { cwd: root, stdio: 'inherit' });
  if (result.status === 0) writeFileSync(join(root, STAMP), `${fingerprint}\n`);
  return result.status ?? 1;
}

function main() {
  const { values } = parseArgs({ options: { root: { type: 'string' }, force: { type: 'boolean' } } });
  const root = values.root ?? PROJECT_ROOT;
  const reason = values.force ? 'asked to' : buildReason(root);
  if (!reason) {
    console.error('build: dist/ is up to date with src/ (no tsc run)');
    return 0;
  }
  console.error(`build: compiling src/ with tsc (${reason})`);
  return build(root);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main());
