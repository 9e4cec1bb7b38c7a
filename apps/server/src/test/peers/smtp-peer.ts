import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime-text.ts';

export interface SmtpPeer {
  /** For SMTP_URL. */
  url: string;
  /** GET {mailboxUrl}/messages → the captured mails as JSON (for tests in other processes). */
  mailboxUrl: string;
  messages: ParsedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, plus a small HTTP
 * endpoint that lists them, so browser tests can follow the links in the mails.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createHttpServer((req, res) => {
    if (req.url?.startsWith('/messages')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(messages));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    mailboxUrl: `http://127.0.0.1:${httpPort}`,
    messages,
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
