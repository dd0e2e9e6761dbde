import type { Config } from '../../platform/config.js';
import { createUser } from '../../modules/accounts/users.js';
import { withOperatorRuntime } from './operator.js';
import { UsageError } from './commands.js';

/**
 * `nameport users create --email ADDRESS [--verified] [--password-stdin]`.
 * The password never goes on the command line (it would land in shell history and `ps`): it is read from
 * stdin with --password-stdin (for scripts: `printf '%s' "$PW" | nameport users create … --password-stdin`),
 * otherwise prompted twice on the terminal without echo.
 */
export async function usersCreateCommand(
  config: Config,
  options: { email?: string; verified?: boolean; 'password-stdin'?: boolean },
): Promise<number> {
  if (!options.email) throw new UsageError('users create needs --email ADDRESS');
  const password = options['password-stdin'] ? await readStdin() : await promptTwice();
  return withOperatorRuntime(config, async (ctx) => {
    const user = await createUser(ctx, { email: options.email!, password, verified: options.verified === true });
    console.log(`created ${user.id} ${user.email}${user.verified ? ' (verified)' : ' (not verified: they confirm through the sign-up link flow, or re-run with --verified)'}`);
    return 0;
  });
}

/** The whole of stdin, without one trailing newline (what `echo` adds). */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new UsageError('--password-stdin reads the password from a pipe; drop it to be prompted instead');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function promptTwice(): Promise<string> {
  if (!process.stdin.isTTY) throw new UsageError('no terminal to prompt for the password: pipe it in with --password-stdin');
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Repeat password: ');
  if (first !== second) throw new UsageError('the two passwords differ');
  return first;
}

/** Reads one line from the terminal in raw mode, echoing nothing. */
function promptHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (text: string) => {
      for (const char of text) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}
