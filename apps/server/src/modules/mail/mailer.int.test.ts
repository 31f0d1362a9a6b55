import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEml } from './eml';
import { createMailer, MailDeliveryError } from './mailer';
import { latestMailTo, readOutbox } from './outbox';

const MAIL_FROM = 'Relevé <no-reply@releve.test>';
const subject = 'Relevé — réinitialisation de votre mot de passe';
const text = 'Bonjour Anne,\nOuvrez ce lien : http://localhost:3000/reset?token=abc123\nÀ bientôt';
const html = '<p>Bonjour Anne, <a href="http://localhost:3000/reset?token=abc123">réinitialiser</a></p>';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'releve-mail-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes a readable UTF-8 message into DATA_DIR/outbox, from MAIL_FROM', async () => {
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM, DATA_DIR: dataDir });
    const before = Date.now();
    await mailer.send({ to: 'anne@example.com', subject, text, html });
    await mailer.close();

    const messages = await readOutbox(dataDir);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({ to: 'anne@example.com', subject, text, html });
    expect(path.dirname(message!.file)).toBe(path.join(dataDir, 'outbox'));
    expect(message!.file).toMatch(/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    // The Date header has whole seconds.
    expect(message!.date.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(message!.date.getTime()).toBeLessThanOrEqual(Date.now());

    const raw = await readFile(message!.file);
    expect(parseEml(raw).headers.get('from')).toBe(MAIL_FROM);
    expect(raw.toString('latin1')).toContain('\r\n');
    expect(await readdir(path.join(dataDir, 'outbox'))).toEqual([path.basename(message!.file)]);
  });

  it('keeps a text-only message without html', async () => {
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM, DATA_DIR: dataDir });
    await mailer.send({ to: 'anne@example.com', subject: 'Reçu', text: 'Merci.' });
    const [message] = await readOutbox(dataDir);
    expect(message).toMatchObject({ subject: 'Reçu', text: 'Merci.', html: undefined });
  });

  it('gives two quick sends two files, in sending order', async () => {
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM, DATA_DIR: dataDir });
    await mailer.send({ to: 'anne@example.com', subject: 'first', text: '1' });
    await mailer.send({ to: 'anne@example.com', subject: 'second', text: '2' });
    const messages = await readOutbox(dataDir);
    expect(messages.map((message) => message.subject)).toEqual(['first', 'second']);
    expect(new Set(messages.map((message) => message.file)).size).toBe(2);
  });

  it('finds the latest message to an address, whatever its case', async () => {
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM, DATA_DIR: dataDir });
    await mailer.send({ to: 'anne@example.com', subject: 'old link', text: 'a' });
    await mailer.send({ to: 'Bob <bob@example.com>', subject: 'for Bob', text: 'b' });
    await mailer.send({ to: 'Anne@Example.com', subject: 'new link', text: 'c' });
    expect((await latestMailTo(dataDir, 'anne@example.com'))?.subject).toBe('new link');
    expect((await latestMailTo(dataDir, 'bob@example.com'))?.to).toBe('Bob <bob@example.com>');
    expect(await latestMailTo(dataDir, 'carol@example.com')).toBeUndefined();
  });
});

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: Buffer;
}

async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; stop(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the SMTP mailer (SMTP_URL set)', () => {
  it('hands the message to the SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM, DATA_DIR: dataDir });
      await mailer.send({ to: 'anne@example.com', subject, text, html });
      await mailer.close();

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe('no-reply@releve.test');
      expect(mail!.to).toEqual(['anne@example.com']);
      const parsed = parseEml(mail!.raw);
      expect(parsed.headers.get('subject')).toBe(subject);
      expect(parsed.headers.get('from')).toBe(MAIL_FROM);
      expect(parsed.text).toBe(text);
      expect(parsed.html).toBe(html);
      expect(await readOutbox(dataDir)).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });

  it('rejects with a clear error when the SMTP server is down', async () => {
    const port = await closedPort();
    const mailer = createMailer({
      SMTP_URL: `smtp://user:secret@127.0.0.1:${port}`,
      MAIL_FROM,
      DATA_DIR: dataDir,
    });
    const error = await mailer.send({ to: 'anne@example.com', subject, text }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    const message = (error as Error).message;
    expect(message).toContain(`Could not send mail to anne@example.com through smtp://127.0.0.1:${port}`);
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('secret');
  });

  it('gives up within seconds on a server that accepts the connection but never greets', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM, DATA_DIR: dataDir });
      const started = Date.now();
      const error = await mailer.send({ to: 'anne@example.com', subject, text }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect((error as Error).message).toMatch(/Could not send mail to anne@example\.com .*greeting/i);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
