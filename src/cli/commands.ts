/** A mistake in how the CLI was called: printed without a stack trace, exit status 2. */
export class UsageError extends Error {}

/** The CLI's commands and their help texts; `nameport <command> --help` prints the entry. */
export interface CommandHelp {
  usage: string;
  summary: string;
  options: [string, string][];
}

const COMMON: [string, string][] = [
  ['--sandbox', 'use the built-in sandbox upstream and data set (same as SANDBOX=true)'],
  ['-h, --help', 'show this help'],
];

export const COMMANDS: Record<string, CommandHelp> = {
  serve: {
    usage: 'nameport serve [--sandbox] [--port N] [--host ADDRESS]',
    summary: 'Start the HTTP service (API, /openapi.json, /docs). Applies database migrations first.',
    options: [
      ['--port N', 'listen port (default PORT or 3000)'],
      ['--host ADDRESS', 'listen address (default HOST or 127.0.0.1)'],
      ...COMMON,
    ],
  },
  'sync prices': {
    usage: 'nameport sync prices [--sandbox]',
    summary: 'Download the registry price list and replace the stored one in one transaction.',
    options: COMMON,
  },
  'sync tlds': {
    usage: 'nameport sync tlds [--sandbox] [--only com,net,…]',
    summary: 'Download TLD registration requirements for every priced TLD (or --only these) in one transaction.',
    options: [['--only LIST', 'comma-separated TLDs to sync instead of all known ones'], ...COMMON],
  },
  'listings import': {
    usage: 'nameport listings import FILE [--format csv|jsonl] [--env sandbox|live] [--sandbox]',
    summary: 'Import marketplace listings from CSV (header row) or JSON lines; upserts by domain, reports bad rows by line.',
    options: [
      ['--format FORMAT', 'csv or jsonl (default: from the file extension)'],
      ['--env ENV', 'inventory the rows belong to: live (default) or sandbox (default with --sandbox)'],
      ...COMMON,
    ],
  },
  mcp: {
    usage: 'nameport mcp [--sandbox]',
    summary: 'Serve the MCP server (four read-only tools) over stdio, for desktop agents that start it as a child process.',
    options: [
      ['--sandbox', 'use the built-in sandbox upstream and data set; syncs prices and TLD data first, like serve --sandbox'],
      ['-h, --help', 'show this help'],
    ],
  },
  'partners create': {
    usage: 'nameport partners create (--name NAME | --partner ID) --scopes LIST --env sandbox|live [--json]',
    summary: 'Create a partner API credential (interface B); prints the key id and the secret, once.',
    options: [
      ['--name NAME', 'a new partner of this name'],
      ['--partner ID', 'add the credential to an existing partner (ptn_…) instead'],
      ['--scopes LIST', 'comma-separated: search, embed, buy, broker, refer, report, webhook'],
      ['--env ENV', 'sandbox (synthetic inventory, pk_sandbox_…) or live (real inventory, pk_live_…; needs NAMEPORT_SECRET_KEY)'],
      ['--json', 'print one JSON object instead of text'],
      ...COMMON,
    ],
  },
  'partners list': {
    usage: 'nameport partners list [--json]',
    summary: 'List partner credentials: key id, environment, scopes, state, last use (never secrets).',
    options: [['--json', 'print JSON instead of text'], ...COMMON],
  },
  'partners revoke': {
    usage: 'nameport partners revoke KEY_ID',
    summary: 'Revoke a partner credential; its requests are refused with 401 invalid_signature.',
    options: COMMON,
  },
  'partners rotate': {
    usage: 'nameport partners rotate KEY_ID',
    summary: 'Give a credential a new secret (printed once); the old one works for PARTNER_ROTATION_OVERLAP_SECONDS more.',
    options: COMMON,
  },
  'users create': {
    usage: 'nameport users create --email ADDRESS [--verified] [--password-stdin]',
    summary: 'Create a user account. The password is prompted without echo, or read from stdin; never an argument.',
    options: [
      ['--email ADDRESS', 'the account email (stored lower-cased)'],
      ['--verified', 'mark the email as confirmed (no verification link is sent)'],
      ['--password-stdin', 'read the password from stdin (for scripts), instead of prompting twice'],
      ['-h, --help', 'show this help'],
    ],
  },
};

export function commandHelp(name: string): string {
  const command = COMMANDS[name]!;
  const width = Math.max(...command.options.map(([flag]) => flag.length)) + 2;
  return [
    `Usage: ${command.usage}`,
    '',
    command.summary,
    '',
    'Options:',
    ...command.options.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`),
    '',
    'Configuration comes from environment variables; see README.md ("Configuration").',
  ].join('\n');
}

export function mainHelp(): string {
  return [
    'Usage: nameport <command> [options]',
    '',
    'Nameport: domain search, WHOIS/RDAP, TLD pricing and requirements, marketplace and partner API.',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(14)}${c.summary}`),
    '',
    'Run `nameport <command> --help` for a command\'s options. `npm start` runs `nameport serve --sandbox`.',
  ].join('\n');
}
