import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ana: SignedIn;
let ben: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  ana = await registerUser(t.app, 'ana@example.test');
  ben = await registerUser(t.app, 'ben@example.test');
  await t.database.db
    .update(schema.user)
    .set({ firstName: 'Ana', consents: { newsletter: true, terms: true }, tags: ['barre', 'level:2'] })
    .where(eq(schema.user.id, ana.userId));
  await t.database.db.insert(schema.product).values({
    userId: ana.userId,
    type: 'on-demand',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date('2027-01-01T00:00:00Z'),
    isRecurring: true,
    source: 'admin',
  });
});
afterAll(() => t.close());

const exportOf = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/users/me/export', headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe('GET /api/users/me/export', () => {
  it('downloads everything Relevé holds on the member as a dated JSON file', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    form.append('profilePicture', new Blob([png], { type: 'image/png' }), 'me.png');
    const { profilePictureUrl } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users/me/profile/picture',
        headers: { cookie: ana.cookie },
        payload: form,
      })
    ).json();

    const res = await exportOf(ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="releve-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(res.headers['content-disposition']).toContain(data.exportedAt.slice(0, 10));
    expect(data).toMatchObject({
      format: 'releve-member-data/1',
      account: { id: ana.userId, email: 'ana@example.test', firstName: 'Ana' },
      profilePicture: { url: `http://localhost:3000${profilePictureUrl}` },
      products: [
        {
          type: 'on-demand',
          createdAt: '2026-01-01T00:00:00.000Z',
          expiresAt: '2027-01-01T00:00:00.000Z',
          isRecurring: true,
        },
      ],
      consents: { newsletter: true, terms: true },
      tags: ['barre', 'level:2'],
      signInMethods: [{ provider: 'credential' }],
      auditLog: [],
    });
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'ipAddress',
      'lastRefreshedAt',
      'userAgent',
    ]);
  });

  it('holds the personal details the member gave: birth date, address and custom answers', async () => {
    expect((await exportOf(ben.cookie)).json().personalDetails).toBeNull();
    const answers = {
      firstName: 'Ana',
      lastName: 'Pavlova',
      birthDate: '1991-02-12',
      customAnswers: [{ questionId: 'experience', question: 'x', value: 'Under 2 years' }],
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/capture',
      headers: { cookie: ana.cookie },
      payload: { answers },
    });
    expect(saved.statusCode).toBe(200);
    // An address too, as a studio asking for it would have stored it.
    const address = { address: '1 Barre Lane', city: 'Lyon', postCode: '69001', country: 'FR' };
    const [row] = await t.database.db
      .select({ captureAnswers: schema.user.captureAnswers })
      .from(schema.user)
      .where(eq(schema.user.id, ana.userId));
    await t.database.db
      .update(schema.user)
      .set({ captureAnswers: { ...row?.captureAnswers, ...address } })
      .where(eq(schema.user.id, ana.userId));

    const data = (await exportOf(ana.cookie)).json();
    expect(data.personalDetails).toMatchObject({
      birthDate: '1991-02-12',
      ...address,
      customAnswers: [{ questionId: 'experience', value: 'Under 2 years' }],
    });
    expect(data.account.captureAnswers).toBeUndefined();
  });

  it('holds no password hash and no session token anywhere', async () => {
    const [account] = await t.database.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, ana.userId));
    const [session] = await t.database.db
      .select()
      .from(schema.session)
      .where(eq(schema.session.userId, ana.userId));
    // The secrets exist in the database, so their absence from the file means something.
    expect(account?.password).toMatch(/^\$argon2id\$/);
    expect(session?.token.length).toBeGreaterThan(16);

    const text = (await exportOf(ana.cookie)).body;
    expect(text).toContain('ana@example.test');
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain(account?.password ?? '');
    expect(text).not.toContain(session?.token ?? '');
    expect(text).not.toContain(session?.id ?? '');
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it("gives an admin acting as a member that member's data, the impersonation shown in it", async () => {
    await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, ana.userId));
    const res = await exportOf(ana.cookie, { 'x-impersonate': `act:${ben.userId}` });
    await t.database.db.update(schema.user).set({ staffRole: null }).where(eq(schema.user.id, ana.userId));
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.account).toMatchObject({ id: ben.userId, email: 'ben@example.test' });
    expect(data.products).toEqual([]);
    expect(data.profilePicture).toEqual({ url: null });
    expect(data.auditLog).toMatchObject([
      { action: 'impersonate', detail: 'GET /api/users/me/export', actor: 'studio staff' },
    ]);
    expect(res.body).not.toContain(ana.userId);
  });
});
