import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { registerUser, sessionCookie, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAccountsTools } from '../accounts/accounts.module';
import { UsersRepository } from '../accounts/testing/users-repository';
import { readOutbox, waitForMailTo } from '../mail/testing/outbox';
import { AdminError } from './admin.service';
import { type ImportReport, MemberImporter } from './member-import';

const origin = { origin: 'http://localhost:3000' };
/** A year from now, as the CSV writes dates. */
const paidUntil = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let users: UsersRepository;
let importer: MemberImporter;
let report: ImportReport;
beforeAll(async () => {
  t = await createTestApp();
  users = new UsersRepository(t.database.db);
  const env = loadEnv({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
  importer = new MemberImporter(createAccountsTools(env, t.database.db).auth(), users);
  await registerUser(t.app, 'existing@example.test');
  report = await importer.importCsv(
    [
      'email,first_name,last_name,product,paid_until',
      `Odile@Example.test,Odile,Swan,on-demand,${paidUntil}`,
      'rothbart@example.test,,,,',
      `existing@example.test,Ex,Isting,live,${paidUntil}`,
      `odile@example.test,Again,,live,${paidUntil}`,
      'not-an-email,A,B,,',
      'siegfried@example.test,Siegfried,,gold,2030-01-01',
      'benno@example.test,Benno,,live,31/12/2030',
      'wolfgang@example.test,Wolfgang,,on-demand,2020-01-01',
      '',
      `odette@example.test,"Odette, Queen",Swan,live,${paidUntil}`,
      'too,few',
      'clara@example.test,Clara,,,2030-01-01',
      'fritz@example.test,"Fritz',
      'Stahlbaum",,,',
      'pierrot@example.test,Pierrot,,LIVE,2030-02-29',
      'colombine@example.test,Colombine,,,',
    ].join('\r\n'),
  );
});
afterAll(() => t.close());

describe('import-members', () => {
  it('imports the good rows, without a password, with their product until the end of paid_until (UTC)', async () => {
    expect(report.imported.map(({ line, email }) => ({ line, email }))).toEqual([
      { line: 2, email: 'odile@example.test' },
      { line: 3, email: 'rothbart@example.test' },
      { line: 11, email: 'odette@example.test' },
      { line: 17, email: 'colombine@example.test' },
    ]);
    const odile = await users.findByEmail('odile@example.test');
    expect(odile).toMatchObject({
      firstName: 'Odile',
      lastName: 'Swan',
      name: 'Odile Swan',
      staffRole: null,
    });
    expect(odile?.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await users.productsOf(odile?.id ?? '')).toEqual([
      expect.objectContaining({
        type: 'on-demand',
        isRecurring: false,
        source: 'import',
        expiresAt: new Date(`${paidUntil}T23:59:59.999Z`),
      }),
    ]);
    const odette = await users.findByEmail('odette@example.test');
    expect(odette?.firstName).toBe('Odette, Queen');
    expect(await users.productsOf(odette?.id ?? '')).toMatchObject([{ type: 'live' }]);
    const rothbart = await users.findByEmail('rothbart@example.test');
    expect(await users.productsOf(rothbart?.id ?? '')).toEqual([]);

    const credentials = await t.database.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, odile?.id ?? ''));
    expect(credentials).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, odile?.id ?? ''));
    expect(audit).toMatchObject([
      { actorId: 'cli', action: 'import', detail: `on-demand until ${paidUntil}` },
    ]);
  });

  it('skips e-mails that have an account, or that an earlier row of the file holds', async () => {
    expect(report.duplicates).toEqual([
      { line: 4, email: 'existing@example.test', reason: 'has an account already' },
      { line: 5, email: 'odile@example.test', reason: 'repeats line 2' },
    ]);
    const existing = await users.findByEmail('existing@example.test');
    expect(existing?.firstName).toBe('');
    expect(await users.productsOf(existing?.id ?? '')).toEqual([]);
  });

  it('reports every bad row with its line and reason, and imports nothing of it', async () => {
    expect(report.bad).toEqual([
      { line: 6, reason: 'email "not-an-email" is not an e-mail address' },
      { line: 7, reason: 'product must be on-demand, live or empty, not "gold"' },
      { line: 8, reason: 'paid_until must be a date YYYY-MM-DD, not "31/12/2030"' },
      { line: 9, reason: 'paid_until 2020-01-01 is in the past' },
      { line: 12, reason: 'expected 5 fields, found 2' },
      { line: 13, reason: 'paid_until is set but product is empty' },
      { line: 14, reason: 'first_name spans several lines' },
      { line: 16, reason: 'paid_until must be a date YYYY-MM-DD, not "2030-02-29"' },
    ]);
    for (const email of ['siegfried', 'benno', 'wolfgang', 'clara', 'fritz', 'pierrot']) {
      expect(await users.findByEmail(`${email}@example.test`)).toBeUndefined();
    }
  });

  it('e-mails nobody', async () => {
    // The one mail is the address confirmation of the account this test signed up itself (decision 027).
    const mails = await readOutbox(t.dataDir);
    expect(mails.filter((mail) => mail.to !== 'existing@example.test')).toEqual([]);
  });

  it('refuses a file without the header, or with broken quoting, and imports nothing', async () => {
    await expect(importer.importCsv(`ana@example.test,Ana,,live,${paidUntil}\n`)).rejects.toThrow(
      new AdminError(
        'The first line must be the header email,first_name,last_name,product,paid_until (missing email, ' +
          `first_name, last_name, product, paid_until; unknown "ana@example.test", "ana", "live", "${paidUntil}"); ` +
          'nothing was imported',
      ),
    );
    await expect(importer.importCsv('email,first_name,last_name,product,product\n')).rejects.toThrow(
      '(missing paid_until; repeated product)',
    );
    await expect(importer.importCsv('')).rejects.toThrow('The file is empty');
    await expect(
      importer.importCsv(`email,first_name,last_name,product,paid_until\nbea@example.test,"Bea,,,\n`),
    ).rejects.toThrow(/^The file is not valid CSV, nothing was imported: .*line 2/);
    expect(await users.findByEmail('bea@example.test')).toBeUndefined();
  });

  it('accepts the columns in any order and in any case, after a byte-order mark, with empty columns', async () => {
    const again = await importer.importCsv(
      `\uFEFFPaid_Until,Product,Email,Last_Name,First_Name,,\r\n${paidUntil},live,giselle@example.test,Willi,Giselle,,\r\n`,
    );
    expect(again.imported).toMatchObject([{ line: 2, email: 'giselle@example.test' }]);
    expect(await users.findByEmail('giselle@example.test')).toMatchObject({
      firstName: 'Giselle',
      lastName: 'Willi',
    });
  });

  it('leaves nothing of a row it could not finish', async () => {
    class FailingProducts extends UsersRepository {
      override async addProduct(): Promise<never> {
        throw new Error('disk full');
      }
    }
    const env = loadEnv({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const failing = new MemberImporter(
      createAccountsTools(env, t.database.db).auth(),
      new FailingProducts(t.database.db),
    );
    const result = await failing.importCsv(
      `email,first_name,last_name,product,paid_until\nlise@example.test,Lise,,live,${paidUntil}\n`,
    );
    expect(result).toEqual({
      imported: [],
      duplicates: [],
      bad: [{ line: 2, reason: 'could not be saved: disk full' }],
    });
    expect(await users.findByEmail('lise@example.test')).toBeUndefined();
  });

  it('lets an imported member choose a password with "forgot password", then sign in', async () => {
    const refused = await signIn(t.app, 'odile@example.test', 'swan-lake-1877');
    expect(refused.statusCode).toBe(401);

    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: origin,
      payload: { email: 'odile@example.test' },
    });
    expect(request.statusCode).toBe(200);
    // A member without a password gets the claim e-mail, whose link opens the account-connect page.
    const mail = await waitForMailTo(t.dataDir, 'odile@example.test');
    expect(mail?.subject).toBe('Claim your account');
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe('/account-connect');
    expect(link.searchParams.get('e')).toBe('odile@example.test');
    const token = link.searchParams.get('x');
    expect(token).toBeTruthy();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: origin,
      payload: { token, newPassword: 'swan-lake-1877' },
    });
    expect(reset.statusCode).toBe(200);

    const odile = await users.findByEmail('odile@example.test');
    const credentials = await t.database.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, odile?.id ?? ''));
    expect(credentials).toMatchObject([{ providerId: 'credential', accountId: odile?.id }]);
    expect(credentials[0]?.password).toMatch(/^\$argon2id\$/);

    const signedIn = await signIn(t.app, 'odile@example.test', 'swan-lake-1877');
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: { cookie: sessionCookie(signedIn.headers['set-cookie']) },
    });
    expect(me.json()).toMatchObject({
      user: { email: 'odile@example.test' },
      membership: { isMember: true },
    });
  });
});
