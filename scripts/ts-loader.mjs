/**
 * The TypeScript loader of `npm test`'s test processes (scripts/run-tests.mjs runs `node --import ./scripts/ts-loader.mjs
 * --test FILE`); elsewhere, and for the helpers a test starts as child processes, tsx stays the way to run TypeScript.
 *
 * Why not tsx here: Node 20 runs loader hooks on a thread of their own, so every module a process loads costs a round
 * trip to it, and tsx's hooks also inspect every JavaScript file of node_modules. A test process loads some 550 modules
 * (fastify, typebox, PGlite, the service's own), and tsx's share of that was about 0.6 s of CPU per process (1.9 s of
 * CPU to import test/helpers/app.ts with tsx, 1.2 s with these hooks), on each of the suite's ~240 processes.
 * These hooks do only what the sources need (scripts/ts-loader-hooks.mjs): `./x.js` written for `./x.ts` (NodeNext),
 * and TypeScript transformed by the same esbuild as tsx, with tsx's options. Stack traces name the TypeScript lines.
 */
import { register } from 'node:module';

process.setSourceMapsEnabled(true);
register('./ts-loader-hooks.mjs', import.meta.url);
