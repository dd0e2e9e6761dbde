import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PACKAGE_ROOT } from '../../platform/paths.js';
import { commandHelp, COMMANDS, GROUPS, groupHelp, mainHelp, UsageError } from './commands.js';
import { closest, quotedChoices } from './suggest.js';

/**
 * Every option any command takes, so values keep their types; each command accepts only the flags its help lists
 * (COMMANDS[name].options), plus --help and --version everywhere.
 */
const OPTIONS = {
  sandbox: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
  only: { type: 'string' },
  format: { type: 'string' },
  env: { type: 'string' },
  email: { type: 'string' },
  verified: { type: 'boolean' },
  'password-stdin': { type: 'boolean' },
  name: { type: 'string' },
  scopes: { type: 'string' },
  partner: { type: 'string' },
  json: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  to: { type: 'string' },
  offer: { type: 'string' },
  reason: { type: 'string' },
  note: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

const ALWAYS_ACCEPTED = new Set(['help', 'version']);

/** The values once checkOptions has run: string options carry a string, boolean ones no value. */
export type CliValues = { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'string' ? string : boolean };

/** What to run, or the exit status when the command line was answered already (help, version). */
export type CommandLine = { exitCode: number } | { name: string; values: CliValues; operands: string[] };

function parseWithTokens(argv: string[]) {
  // Not strict: unknown flags are reported below with the command they were given to and a suggestion.
  return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: false, tokens: true });
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Reads argv: `--help`/`-h` anywhere prints the help of what precedes it (nameport, a group, a command) on stdout;
 * `--version`/`-v` prints the package version. A mistake throws UsageError (exit 2) saying what would have been right.
 */
export function parseCommandLine(argv: string[]): CommandLine {
  const { values, positionals, tokens } = parseWithTokens(argv);
  const words = positionals[0] === 'help' ? positionals.slice(1) : positionals;
  const target = resolve(words);
  if (values.help || positionals[0] === 'help') {
    console.log(target.kind === 'command' ? commandHelp(target.name) : target.kind === 'group' ? groupHelp(target.group) : mainHelp());
    return { exitCode: 0 };
  }
  if (values.version) {
    console.log(`nameport ${packageVersion()}`);
    return { exitCode: 0 };
  }
  if (target.kind === 'main') {
    console.error(mainHelp());
    return { exitCode: 2 };
  }
  if (target.kind === 'group') throw new UsageError(`"nameport ${target.group}" needs a command.\n\n${groupHelp(target.group)}`);
  checkOptions(target.name, tokens);
  const expected = COMMANDS[target.name]!.operands ?? [];
  if (target.operands.length > expected.length) {
    const extra = target.operands.slice(expected.length).map((word) => `"${word}"`).join(' ');
    const takes = expected.length === 0 ? 'no arguments' : `${expected.length === 1 ? 'one argument' : `${expected.length} arguments`} (${expected.join(' ')})`;
    throw new UsageError(`"nameport ${target.name}" takes ${takes}; unexpected ${extra}.\n` +
      `Run \`nameport ${target.name} --help\` to see its usage.`);
  }
  return { name: target.name, values: values as CliValues, operands: target.operands };
}

type Target = { kind: 'main' } | { kind: 'group'; group: string } | { kind: 'command'; name: string; operands: string[] };

function resolve(words: string[]): Target {
  const [first, second] = words;
  if (first === undefined) return { kind: 'main' };
  if (GROUPS[first] !== undefined) {
    if (second === undefined) return { kind: 'group', group: first };
    const name = `${first} ${second}`;
    if (COMMANDS[name]) return { kind: 'command', name, operands: words.slice(2) };
    const subcommands = Object.keys(COMMANDS).filter((command) => command.startsWith(`${first} `));
    throw unknownCommand(name, closest(name, subcommands), `nameport ${first} --help`);
  }
  if (COMMANDS[first]) return { kind: 'command', name: first, operands: words.slice(1) };
  // A sub-command's own word typed alone (`nameport import`) points to the commands it belongs to.
  const bySecondWord = Object.keys(COMMANDS).filter((command) => command.split(' ')[1] === first);
  const topLevel = [...new Set(Object.keys(COMMANDS).map((command) => command.split(' ')[0]!))];
  throw unknownCommand(first, bySecondWord.length > 0 ? bySecondWord : closest(first, topLevel), 'nameport --help');
}

function unknownCommand(typed: string, suggestions: string[], help: string): UsageError {
  const hint = suggestions.length > 0 ? ` Did you mean ${quotedChoices(suggestions)}?` : '';
  return new UsageError(`Unknown command "${typed}".${hint}\nRun \`${help}\` to see the commands.`);
}

type Token = ReturnType<typeof parseWithTokens>['tokens'][number];

/** Each flag belongs to the command, string options have a value, boolean ones have none (what strict mode checks). */
function checkOptions(name: string, tokens: Token[]): void {
  const documented = new Map(COMMANDS[name]!.options.map(([flag]) => {
    const [, long, placeholder] = /--([\w-]+)(?: (\S+))?$/.exec(flag)!;
    return [long!, placeholder] as const;
  }));
  const help = `Run \`nameport ${name} --help\` to see its options.`;
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (!documented.has(token.name) && !ALWAYS_ACCEPTED.has(token.name)) {
      const suggestions = closest(token.name, [...documented.keys()]).map((long) => `--${long}`);
      throw new UsageError(`Unknown option '${token.rawName}' for "nameport ${name}".` +
        `${suggestions.length > 0 ? ` Did you mean ${quotedChoices(suggestions, "'")}?` : ''}\n${help}`);
    }
    const placeholder = documented.get(token.name);
    const takesValue = (OPTIONS as Record<string, { type: string }>)[token.name]?.type === 'string';
    if (takesValue && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-')))) {
      throw new UsageError(`Option '${token.rawName}' needs a value: ${token.rawName} ${placeholder} ` +
        `(write ${token.rawName}=VALUE for a value that starts with '-').\n${help}`);
    }
    if (!takesValue && token.inlineValue) throw new UsageError(`Option '${token.rawName}' takes no value.\n${help}`);
  }
}
