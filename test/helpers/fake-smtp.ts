import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section as received, soft line breaks and =XX escapes of quoted-printable undone. */
  data: string;
}

/**
 * A small SMTP server on 127.0.0.1 (RFC 5321: greeting, EHLO/HELO, MAIL FROM, RCPT TO, DATA ending in CRLF.CRLF,
 * RSET, NOOP, QUIT), so mail goes through the real nodemailer transport (SMTP_URL) and tests read what a mailbox gets.
 * No STARTTLS and no AUTH are offered, so the client sends in the clear, as to any plain relay.
 */
export class FakeSmtp {
  readonly mails: ReceivedMail[] = [];
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  url = '';

  async start(): Promise<this> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = decodeQuotedPrintable(buffer.slice(0, end).replace(/^\.\./gm, '.'));
          buffer = buffer.slice(end + 5);
          inData = false;
          this.mails.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO') {
          reply('250-fake-smtp\r\n250 8BITMIME');
        } else if (verb === 'HELO') {
          reply('250 fake-smtp');
        } else if (verb === 'MAIL') {
          mail.from = address;
          reply('250 OK');
        } else if (verb === 'RCPT') {
          mail.to.push(address);
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else {
          reply('250 OK');
        }
      }
    });
  }
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
