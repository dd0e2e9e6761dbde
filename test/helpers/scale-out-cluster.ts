import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Several `nameport serve --sandbox` processes (the built CLI, as users run it) behind a real nginx configured by the
 * shipped deploy/nginx.conf, for test/scale-out.test.ts. Nothing is installed here: nginx comes from
 * `npm run test:setup` (Debian's package).
 */

const root = join(import.meta.dirname, '..', '..');
export const NGINX_BIN = '/usr/sbin/nginx';

/** Like the other required tools: skipped with a notice locally, required in CI. */
export function nginxPresent(): boolean {
  if (existsSync(NGINX_BIN)) return true;
  if (process.env.CI === 'true') throw new Error(`${NGINX_BIN} is required in CI (npm run test:setup installs Debian's nginx)`);
  console.log(`# notice: ${NGINX_BIN} is missing (npm run test:setup installs it); the scale-out tests are skipped`);
  return false;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Instance {
  port: number;
  child: ChildProcess;
  output: { text: string };
  /** SIGTERM, then waits for the exit (SIGKILL after 20 s); resolves to the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `node dist/main.js serve --sandbox --port PORT` with `env`; resolves once /readyz answers 200. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['dist/main.js', 'serve', '--sandbox', '--port', String(port)], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const output = { text: '' };
  child.stderr!.on('data', (chunk: Buffer) => { output.text += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance: Instance = {
    port, child, output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited (${child.exitCode}): ${output.text}`);
    const ready = await send(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (ready?.status === 200) return instance;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await instance.stop();
  throw new Error(`instance on port ${port} did not become ready: ${output.text}`);
}

export interface Nginx {
  port: number;
  url: string;
  /** nginx's error log so far (why a request failed: refused, reset, timed out). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground with everything under a temporary prefix. The site is deploy/nginx.conf itself, with its
 * upstream `server` lines replaced by the instances' ports and `listen 80` by a free loopback port. The only addition
 * is a test header naming the instance that answered (`X-Test-Upstream`), so tests can check where nginx sent a request.
 */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'nameport-nginx-'));
  mkdirSync(join(prefix, 'temp'));
  const port = await freePort();
  const shipped = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  const upstreams = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`).join('\n');
  const site = shipped
    .replace(/(?:^ {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/m, `${upstreams}\n`)
    .replace(/^ {4}listen 80;/m, `    listen 127.0.0.1:${port};`);
  if (site === shipped || !site.includes(`listen 127.0.0.1:${port};`)) throw new Error('deploy/nginx.conf no longer has the lines this test replaces');
  writeFileSync(join(prefix, 'nameport.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  writeFileSync(join(prefix, 'nginx.conf'), [
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;', 'worker_processes 1;', `pid ${join(prefix, 'nginx.pid')};`, `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    '  add_header X-Test-Upstream $upstream_addr always;',
    `  include ${join(prefix, 'nameport.conf')};`,
    '}',
  ].join('\n'));
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
    if (await canConnect(port)) return { port, url: `http://127.0.0.1:${port}`, errorLog: () => readFileSync(join(prefix, 'error.log'), 'utf8'), stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not listen: ${stderr}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

export interface Sent {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as it arrived: each piece with the milliseconds since the request was sent. */
  chunks: { atMs: number; text: string }[];
  /** Which instance answered (nginx's X-Test-Upstream), e.g. `127.0.0.1:3001`. */
  upstream: string | undefined;
  json(): any;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * The client's own address (any 127.0.0.0/8 address on Linux): nginx sees it as $remote_addr and appends it to
   * X-Forwarded-For, so one test process can be several clients.
   */
  from?: string;
}

/** One HTTP request on a fresh connection. */
export function send(url: string, options: SendOptions = {}): Promise<Sent> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: options.method ?? 'GET',
      headers: { ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}), ...options.headers },
      agent: false,
      ...(options.from ? { localAddress: options.from } : {}),
    }, (response) => {
      const chunks: Sent['chunks'] = [];
      response.setEncoding('utf8');
      response.on('data', (text: string) => chunks.push({ atMs: Date.now() - started, text }));
      response.on('error', reject);
      response.on('end', () => {
        const body = chunks.map((c) => c.text).join('');
        const upstream = response.headers['x-test-upstream'];
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, chunks, upstream: Array.isArray(upstream) ? upstream.join(',') : upstream, json: () => JSON.parse(body) });
      });
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * An object with fastify's `inject` shape that sends over HTTP to `baseUrl` instead, so test/helpers/session-agent.ts
 * (the cookie-keeping browser stand-in) and the OAuth helpers drive the service through nginx.
 */
export function injectOverHttp(baseUrl: string, from?: string) {
  return {
    inject: async (options: { method?: string; url: string; headers?: Record<string, string>; payload?: string }) => {
      const sent = await send(`${baseUrl}${options.url}`, { method: options.method ?? 'GET', headers: options.headers ?? {}, ...(options.payload !== undefined ? { body: options.payload } : {}), ...(from ? { from } : {}) });
      return { statusCode: sent.status, headers: sent.headers, body: sent.body, rawPayload: Buffer.from(sent.body), json: () => sent.json() };
    },
  };
}
