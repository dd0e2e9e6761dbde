import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, LOG_LEVEL: 'warn', RTR_API_KEY: '', SANDBOX: '', DATABASE_URL: '' };
/**
 * The built CLI, as `npx nameport` runs it (scripts/run-tests.mjs builds dist/ before the tests). Everything here stops
 * before any storage is opened, so this file runs on the PGlite pass only; the commands that store data are in
 * test/cli.test.ts, which runs on both databases.
 */
const cli = (args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['dist/main.js', ...args], { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 120_000 });

/** `nameport <command> --help`, run once per command: several tests read the same screen. */
const helpScreens = new Map<string, ReturnType<typeof cli>>();
const helpOf = (command: string) => {
  if (!helpScreens.has(command)) helpScreens.set(command, cli([...command.split(' '), '--help']));
  return helpScreens.get(command)!;
};

describe('the nameport CLI (issue 3, item 9): usage and configuration mistakes', () => {
  test('--help lists every command; every command has its own --help', () => {
    const main = cli(['--help']);
    assert.equal(main.status, 0);
    for (const command of ['serve', 'sync prices', 'sync tlds', 'listings import']) {
      assert.match(main.stdout, new RegExp(command));
      const help = cli([...command.split(' '), '--help']);
      assert.equal(help.status, 0, command);
      assert.match(help.stdout, new RegExp(`Usage: nameport ${command}`));
    }
  });

  test('an unknown command or option exits 2 with the usage', () => {
    const unknown = cli(['frobnicate']);
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /Unknown command "frobnicate"/);
    const badOption = cli(['serve', '--colour']);
    assert.equal(badOption.status, 2);
    assert.match(badOption.stderr, /Unknown option '--colour'/);
  });

  test('a bad configuration value exits 2 naming the variable', () => {
    const result = cli(['serve', '--sandbox'], { PORT: 'eighty' });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /PORT must be a whole number/);
  });

  test('without RTR_API_KEY and without --sandbox, the CLI says what to do', () => {
    const result = cli(['sync', 'prices']);
    assert.equal(result.status, 2);
    assert.match(result.stderr, /RTR_API_KEY is not set.*--sandbox/);
  });
});

/** The help screens as a user reads them: `name  description` rows under a heading, wrapped lines indented further. */
function helpRows(text: string, heading: string): { name: string; column: number; lines: string[] }[] {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  assert.ok(start >= 0, `"${heading}" in:\n${text}`);
  const rows: { name: string; column: number; lines: string[] }[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    const entry = /^ {2}(\S+(?: \S+)*?) {2,}(\S.*)$/.exec(line);
    if (entry && !line.startsWith('   ')) rows.push({ name: entry[1]!, column: line.indexOf(entry[2]!), lines: [line] });
    else rows.at(-1)!.lines.push(line);
  }
  return rows;
}

/** Flags named in a usage line, with their value placeholder ('' for none): `--env sandbox|live` → env: sandbox|live. */
function usageFlags(usage: string): Map<string, string> {
  const words = usage.replace(/[[\]()]/g, ' ').split(/\s+/).filter(Boolean);
  const flags = new Map<string, string>();
  words.forEach((word, index) => {
    if (!word.startsWith('--')) return;
    const next = words[index + 1];
    flags.set(word.slice(2), next && !next.startsWith('-') && next !== '|' ? next : '');
  });
  return flags;
}

function assertAligned(rows: { name: string; column: number; lines: string[] }[], what: string) {
  assert.ok(rows.length > 0, what);
  assert.equal(new Set(rows.map((row) => row.column)).size, 1, `${what}: descriptions start in one column\n${rows.flatMap((r) => r.lines).join('\n')}`);
  for (const row of rows) {
    for (const continuation of row.lines.slice(1)) assert.equal(continuation.search(/\S/), row.column, `${what}: wrapped text stays in its column`);
  }
}

describe('issue 14 item 15: help, version and mistakes on the command line', () => {
  const help = cli(['--help']);
  const commands = helpRows(help.stdout, 'Commands:').map((row) => row.name);
  const groups = [...new Set(commands.filter((name) => name.includes(' ')).map((name) => name.split(' ')[0]!))];

  test('nameport --help: one row per command, names and descriptions in aligned columns, nothing wider than 80', () => {
    assert.equal(help.status, 0);
    assert.doesNotMatch(help.stdout, /importImport|createCreate/);
    assert.deepEqual(commands, ['serve', 'mcp', 'sync prices', 'sync tlds', 'listings import', 'partners create', 'partners list',
      'partners revoke', 'partners rotate', 'payouts run', 'settlements close', 'commission set',
      'brokerage advance', 'brokerage list', 'brokerage revoke-link',
      'affiliates link', 'affiliates unlink', 'affiliates list', 'orders refund', 'users create']);
    assertAligned(helpRows(help.stdout, 'Commands:'), 'nameport --help');
    assertAligned(helpRows(help.stdout, 'Options:'), 'nameport --help options');
    assert.match(help.stdout, /-v, --version/);
    for (const line of help.stdout.split('\n')) assert.ok(line.length <= 80, `wider than 80 columns: ${line}`);
    const short = cli(['-h']);
    assert.equal(short.status, 0);
    assert.equal(short.stdout, help.stdout);
  });

  test('every group answers --help and -h with its commands (sync, listings, partners, users)', () => {
    assert.deepEqual(groups.sort(), ['affiliates', 'brokerage', 'commission', 'listings', 'orders', 'partners', 'payouts', 'settlements', 'sync', 'users']);
    for (const group of groups) {
      for (const flag of ['--help', '-h']) {
        const result = cli([group, flag]);
        assert.equal(result.status, 0, `${group} ${flag}: ${result.stderr}`);
        assert.match(result.stdout, new RegExp(`^Usage: nameport ${group} <command>`));
        const listed = helpRows(result.stdout, 'Commands:');
        assert.deepEqual(listed.map((row) => `${group} ${row.name}`), commands.filter((name) => name.startsWith(`${group} `)));
        assertAligned(listed, `${group} ${flag}`);
      }
    }
    const bare = cli(['partners']);
    assert.equal(bare.status, 2);
    assert.match(bare.stderr, /"nameport partners" needs a command[\s\S]*create[\s\S]*rotate/);
  });

  test('every command answers --help and -h; its usage line and its options table name the same flags and placeholders', () => {
    for (const name of commands) {
      const result = helpOf(name);
      assert.equal(result.status, 0, `${name}: ${result.stderr}`);
      assert.equal(cli([...name.split(' '), '-h']).stdout, result.stdout, `${name} -h`);
      const usage = /^Usage: (nameport .*)$/m.exec(result.stdout)?.[1];
      assert.ok(usage?.startsWith(`nameport ${name}`), `${name}: ${result.stdout}`);
      const options = helpRows(result.stdout, 'Options:');
      assertAligned(options, name);
      const table = new Map(options.map((row) => {
        const [, long, placeholder] = /--([\w-]+)(?: (\S+))?$/.exec(row.name)!;
        return [long!, placeholder ?? ''];
      }));
      assert.deepEqual(usageFlags(usage!), new Map([...table].filter(([flag]) => flag !== 'help')), `${name}: usage line and options table agree`);
    }
  });

  test('every documented option is accepted by its command (the run stops at the configuration, not at the flags)', () => {
    for (const name of commands) {
      const usage = /^Usage: (nameport .*)$/m.exec(helpOf(name).stdout)![1]!;
      const rest = usage.slice(`nameport ${name}`.length).trim().split(/\s+/);
      const operands = rest.slice(0, Math.max(0, rest.findIndex((word) => /^[-[(]/.test(word))));
      const args = [...name.split(' '), ...operands.map(() => 'x')];
      for (const [flag, placeholder] of usageFlags(usage)) {
        if (flag === 'port') args.push('--port', 'eighty');
        else args.push(`--${flag}`, ...(placeholder ? [placeholder.split('|')[0]!] : []));
      }
      const run = cli(args, { PORT: 'eighty' });
      assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
      assert.match(run.stderr, /PORT must be a whole number/, args.join(' '));
    }
  });

  test('--version and -v print the package version, also after a command', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    for (const args of [['--version'], ['-v'], ['serve', '--version']]) {
      const result = cli(args);
      assert.equal(result.status, 0, args.join(' '));
      assert.equal(result.stdout, `nameport ${version}\n`);
      assert.equal(result.stderr, '');
    }
  });

  test('a mistyped command or option suggests the nearest one and points to --help', () => {
    const cases: [string[], RegExp][] = [
      [['serv'], /^Unknown command "serv"\. Did you mean "serve"\?\nRun `nameport --help`/],
      [['sever'], /Did you mean "serve"\?/],
      [['sync', 'price'], /^Unknown command "sync price"\. Did you mean "sync prices"\?\nRun `nameport sync --help`/],
      [['parnters', 'list'], /Did you mean "partners"\?/],
      [['import', 'x.csv'], /Did you mean "listings import"\?/],
      [['serve', '--prot', '4000'], /^Unknown option '--prot' for "nameport serve"\. Did you mean '--port'\?\nRun `nameport serve --help`/],
      [['serve', '--email', 'a@b.c'], /^Unknown option '--email' for "nameport serve"\.\nRun `nameport serve --help`/],
      [['sync', 'tlds', '--only'], /^Option '--only' needs a value: --only LIST/],
      [['serve', 'now'], /^"nameport serve" takes no arguments; unexpected "now"/],
    ];
    for (const [args, expected] of cases) {
      const result = cli(args);
      assert.equal(result.status, 2, args.join(' '));
      assert.match(result.stderr, expected, args.join(' '));
    }
    const far = cli(['frobnicate']);
    assert.doesNotMatch(far.stderr, /Did you mean/, 'no guess when nothing is close');
    assert.match(far.stderr, /nameport --help/);
  });
});
