import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { outboxDir, readOutbox } from './outbox';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'releve-outbox-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const mailer = () =>
  createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Relevé <no-reply@x.test>', DATA_DIR: dataDir });

describe('readOutbox', () => {
  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(dataDir)).toEqual([]);
  });

  it('skips files still being written and files that are not messages', async () => {
    await mailer().send({ to: 'anne@example.com', subject: 'done', text: 'x' });
    await writeFile(path.join(outboxDir(dataDir), '.2099-01-01T00-00-00.000Z-0000.eml.tmp'), 'To: half');
    await writeFile(path.join(outboxDir(dataDir), 'notes.txt'), 'not mail');
    expect((await readOutbox(dataDir)).map((message) => message.subject)).toEqual(['done']);
  });

  it('reads back what nodemailer encodes: names, long subjects, non-Latin text, blank lines', async () => {
    const subject = `Ρελεβέ: ${'très long sujet, '.repeat(8)}fin — ✓`;
    const text = 'Γειά σου Αναΐς,\n\nκαλή πρόβα!\n';
    const html = `<p>${'Γειά σου '.repeat(30)}</p>`;
    await mailer().send({ to: 'Anaïs Dupré <anais@example.com>', subject, text, html });
    await mailer().send({ to: 'bob@example.com', subject: 'ligne é', text: 'ligne é\nseconde\n\n' });
    const [greek, plain] = await readOutbox(dataDir);
    expect(greek).toMatchObject({ to: 'Anaïs Dupré <anais@example.com>', subject, text, html });
    expect(plain).toMatchObject({ subject: 'ligne é', text: 'ligne é\nseconde\n', html: undefined });
  });

  it('reads a message written by another client: mixed parts, ISO-8859-1, base64 words, an attachment', async () => {
    const message = [
      'To: =?ISO-8859-1?Q?Ren=E9e?= <renee@example.com>',
      'Subject: =?UTF-8?B?UmVsZXbDqSDigJQ=?=',
      '  =?UTF-8?Q?_r=C3=A9?= =?UTF-8?Q?=C3=A9crire?=',
      'Date: Tue, 03 Mar 2026 10:00:00 +0100',
      'Content-Type: multipart/mixed; boundary=outer',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary="inner"',
      '',
      '--inner',
      'Content-Type: text/plain; charset=ISO-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'D=E9j=E0 vu, une tr=',
      '=E8s longue ligne',
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Déjà vu</p>').toString('base64'),
      '--inner--',
      '--outer',
      'Content-Type: text/plain',
      'Content-Disposition: attachment; filename="notes.txt"',
      '',
      'not the body',
      '--outer--',
      '',
    ].join('\r\n');
    await mkdir(outboxDir(dataDir), { recursive: true });
    const file = path.join(outboxDir(dataDir), '2026-03-03T09-00-00.000Z-abcd.eml');
    await writeFile(file, Buffer.from(message, 'latin1'));
    expect(await readOutbox(dataDir)).toEqual([
      {
        to: 'Renée <renee@example.com>',
        subject: 'Relevé — réécrire',
        text: 'Déjà vu, une très longue ligne',
        html: '<p>Déjà vu</p>',
        date: new Date('2026-03-03T09:00:00Z'),
        file,
      },
    ]);
  });
});
