/** A mistake in how the CLI was called: printed without a stack trace, exit status 2. */
export class UsageError extends Error {}

/**
 * One command's help: `nameport <command> --help` prints it. Each option is [flag with its value placeholder,
 * description]; the parser (parse.ts) accepts exactly these flags for the command, and the usage line names them with
 * the same placeholders (test/cli.test.ts checks both).
 */
export interface CommandHelp {
  usage: string;
  summary: string;
  options: [string, string][];
  /** The arguments it takes after its name, in order (missing ones are reported by the command itself). */
  operands?: string[];
}

const SANDBOX: [string, string] = ['--sandbox', 'use the built-in sandbox upstream and data set (same as SANDBOX=true)'];
const HELP: [string, string] = ['-h, --help', 'show this help'];
const COMMON: [string, string][] = [SANDBOX, HELP];

/** Commands in the order `nameport --help` lists them. */
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
  mcp: {
    usage: 'nameport mcp [--sandbox]',
    summary: 'Serve the MCP server (four read-only tools) over stdio, for desktop agents that start it as a child process.',
    options: [
      ['--sandbox', 'use the built-in sandbox upstream and data set; syncs prices and TLD data first, like serve --sandbox'],
      HELP,
    ],
  },
  'sync prices': {
    usage: 'nameport sync prices [--sandbox]',
    summary: 'Download the registry price list and replace the stored one in one transaction.',
    options: COMMON,
  },
  'sync tlds': {
    usage: 'nameport sync tlds [--sandbox] [--only LIST]',
    summary: 'Download TLD registration requirements for every priced TLD (or --only these) in one transaction.',
    options: [['--only LIST', 'comma-separated TLDs to sync instead of all known ones (e.g. com,net,io)'], ...COMMON],
  },
  'listings import': {
    usage: 'nameport listings import FILE [--format csv|jsonl] [--env sandbox|live] [--sandbox]',
    summary: 'Import marketplace listings from CSV (header row) or JSON lines; upserts by domain, reports bad rows by line.',
    operands: ['FILE'],
    options: [
      ['--format csv|jsonl', 'the file format (default: from the file extension)'],
      ['--env sandbox|live', 'inventory the rows belong to: live (default) or sandbox (default with --sandbox)'],
      ...COMMON,
    ],
  },
  'partners create': {
    usage: 'nameport partners create (--name NAME | --partner ID) --scopes LIST --env sandbox|live [--json] [--sandbox]',
    summary: 'Create a partner API credential; prints the key id and the secret, once.',
    options: [
      ['--name NAME', 'a new partner of this name'],
      ['--partner ID', 'add the credential to an existing partner (ptn_…) instead'],
      ['--scopes LIST', 'comma-separated: search, embed, buy, broker, refer, report, webhook'],
      ['--env sandbox|live', 'sandbox (synthetic inventory, pk_sandbox_…) or live (real inventory, pk_live_…); both need NAMEPORT_SECRET_KEY, except sandbox credentials with --sandbox'],
      ['--json', 'print one JSON object instead of text'],
      ...COMMON,
    ],
  },
  'partners list': {
    usage: 'nameport partners list [--json] [--sandbox]',
    summary: 'List partner credentials: key id, environment, scopes, state, last use (never secrets).',
    options: [['--json', 'print JSON instead of text'], ...COMMON],
  },
  'partners revoke': {
    usage: 'nameport partners revoke KEY_ID [--sandbox]',
    summary: 'Revoke a partner credential; its requests are refused with 401 invalid_signature.',
    operands: ['KEY_ID'],
    options: COMMON,
  },
  'partners rotate': {
    usage: 'nameport partners rotate KEY_ID [--sandbox]',
    summary: 'Give a credential a new secret (printed once); the old one works for PARTNER_ROTATION_OVERLAP_SECONDS more.',
    operands: ['KEY_ID'],
    options: COMMON,
  },
  'payouts run': {
    usage: 'nameport payouts run [--dry-run] [--sandbox]',
    summary: 'Pay due commissions: pending entries (refund hold ended) into one payout per partner and settlement period; a second run in the period pays nothing.',
    options: [['--dry-run', 'show what would be paid, write nothing'], ...COMMON],
  },
  'settlements close': {
    usage: 'nameport settlements close PERIOD [--sandbox]',
    summary: 'Close an ended settlement period (YYYY-MM-01: the 1st to the 14th; YYYY-MM-15: the 15th to the month end, UTC): record each partner\'s totals from the ledger; closing again changes nothing.',
    operands: ['PERIOD'],
    options: COMMON,
  },
  'commission set': {
    usage: 'nameport commission set PARTNER_ID BPS [--sandbox]',
    summary: 'Set a partner\'s commission rate in basis points (1000 = 10 %) for its next orders; others keep PARTNER_COMMISSION_BPS.',
    operands: ['PARTNER_ID', 'BPS'],
    options: COMMON,
  },
  'brokerage advance': {
    usage: 'nameport brokerage advance CASE --to STATUS [--offer CENTS] [--reason REASON] [--note TEXT] [--sandbox]',
    summary: 'Move a brokerage case one step as its broker (an illegal move is refused, naming the allowed ones); paying (--to transferring) records the order.',
    operands: ['CASE'],
    options: [
      ['--to STATUS', 'researching, contacting_owner, negotiating, agreed, payment_pending, transferring, closed_unsuccessful or cancelled'],
      ['--offer CENTS', 'negotiating: the owner\'s offer; agreed: the agreed price (default the last offer); minor units'],
      ['--reason REASON', 'closed_unsuccessful: owner_unresponsive, owner_declined, over_budget or not_for_sale'],
      ['--note TEXT', 'what happened, shown to the buyer and the partner on the timeline'],
      ...COMMON,
    ],
  },
  'brokerage list': {
    usage: 'nameport brokerage list [--json] [--sandbox]',
    summary: 'List the latest 100 brokerage cases of every partner: id, environment, status, domain, last offer.',
    options: [['--json', 'print JSON instead of text'], ...COMMON],
  },
  'brokerage revoke-link': {
    usage: 'nameport brokerage revoke-link CASE [--sandbox]',
    summary: 'Stop every progress link of a case issued so far and print a new one.',
    operands: ['CASE'],
    options: COMMON,
  },
  'affiliates link': {
    usage: 'nameport affiliates link PARTNER_ID [--note TEXT] [--sandbox]',
    summary: 'Link a partner to an affiliate account: its credentials with scope refer may then create and list referral links.',
    operands: ['PARTNER_ID'],
    options: [['--note TEXT', 'why, or the affiliate agreement it belongs to (shown by affiliates list)'], ...COMMON],
  },
  'affiliates unlink': {
    usage: 'nameport affiliates unlink PARTNER_ID [--sandbox]',
    summary: 'Unlink a partner\'s affiliate account: its links keep working and earning; it can no longer create or list them.',
    operands: ['PARTNER_ID'],
    options: COMMON,
  },
  'affiliates list': {
    usage: 'nameport affiliates list [--json] [--sandbox]',
    summary: 'List the partners linked to an affiliate account.',
    options: [['--json', 'print JSON instead of text'], ...COMMON],
  },
  'orders refund': {
    usage: 'nameport orders refund ORDER_ID --reason TEXT [--sandbox]',
    summary: 'Record the refund of an order whose payment was returned to the buyer (e.g. at Stripe): the order ends REFUNDED, the domain is for sale again and the partner\'s commission is reversed.',
    operands: ['ORDER_ID'],
    options: [['--reason TEXT', 'why (kept on the order\'s timeline)'], ...COMMON],
  },
  'users create': {
    usage: 'nameport users create --email ADDRESS [--verified] [--password-stdin] [--sandbox]',
    summary: 'Create a user account. The password is prompted without echo, or read from stdin; never an argument.',
    options: [
      ['--email ADDRESS', 'the account email (stored lower-cased)'],
      ['--verified', 'mark the email as confirmed (no verification link is sent)'],
      ['--password-stdin', 'read the password from stdin (for scripts), instead of prompting twice'],
      ...COMMON,
    ],
  },
};

/** The first word of the two-word commands: `nameport sync --help` lists the sync commands. */
export const GROUPS: Record<string, string> = {
  sync: 'Download registry data into the database; each kind is replaced in one transaction, kept as it was on failure.',
  listings: 'Manage marketplace listings.',
  partners: 'Manage partner API credentials (the signed partner interface).',
  users: 'Manage user accounts.',
  payouts: 'Pay partners their commissions.',
  commission: 'Partner commission rates.',
  settlements: 'Settlement periods of the commission ledger.',
  affiliates: 'Affiliate accounts: which partners may create referral links.',
  orders: 'Orders, as an operator.',
  brokerage: 'Brokerage cases: move them as their broker, list them, revoke progress links.',
};

const GLOBAL_OPTIONS: [string, string][] = [
  ['-h, --help', 'show help: for nameport, a command group (nameport sync --help) or a command'],
  ['-v, --version', 'print the version'],
];

/** Descriptions wrap at this width; terminals narrower than 80 columns are rare for a CLI's help. */
const WIDTH = 80;

/** Two columns: names padded to the longest one, descriptions wrapped under themselves. */
export function columns(rows: [string, string][], indent = 2): string[] {
  const nameWidth = Math.max(...rows.map(([name]) => name.length)) + 2;
  const textWidth = Math.max(30, WIDTH - indent - nameWidth);
  return rows.flatMap(([name, text]) => wrap(text, textWidth).map((line, index) =>
    ' '.repeat(indent) + (index === 0 ? name.padEnd(nameWidth) : ' '.repeat(nameWidth)) + line));
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

/** The sub-commands of a group, as [second word, summary]. */
export function groupCommands(group: string): [string, string][] {
  return Object.entries(COMMANDS)
    .filter(([name]) => name.startsWith(`${group} `))
    .map(([name, command]) => [name.slice(group.length + 1), command.summary]);
}

export function commandHelp(name: string): string {
  const command = COMMANDS[name]!;
  return [
    `Usage: ${command.usage}`,
    '',
    ...wrap(command.summary, WIDTH),
    '',
    'Options:',
    ...columns(command.options),
    '',
    'Configuration comes from environment variables; see README.md ("Configuration").',
  ].join('\n');
}

export function groupHelp(group: string): string {
  return [
    `Usage: nameport ${group} <command> [options]`,
    '',
    ...wrap(GROUPS[group]!, WIDTH),
    '',
    'Commands:',
    ...columns(groupCommands(group)),
    '',
    `Run \`nameport ${group} <command> --help\` for a command's options.`,
  ].join('\n');
}

export function mainHelp(): string {
  return [
    'Usage: nameport <command> [options]',
    '',
    ...wrap('Nameport: domain search, WHOIS/RDAP, TLD pricing and requirements, marketplace and partner API.', WIDTH),
    '',
    'Commands:',
    ...columns(Object.entries(COMMANDS).map(([name, command]) => [name, command.summary])),
    '',
    'Options:',
    ...columns(GLOBAL_OPTIONS),
    '',
    ...wrap('Run `nameport <command> --help` for a command\'s options. `npm start` runs `nameport serve --sandbox`.', WIDTH),
  ].join('\n');
}
