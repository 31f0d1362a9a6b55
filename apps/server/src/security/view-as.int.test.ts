import { VIEW_AS_READ_ONLY } from '@releve/contracts';
import { schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaybackTestApp, type PlaybackTestApp } from '../modules/playback/testing/playback-test-app';
import { registerUser, type SignedIn } from '../testing/accounts';

/** Issue 35, "View as" (decision 056): staff see the site as a member sees it, and change nothing. */
let t: PlaybackTestApp;
let owner: SignedIn;
let instructor: SignedIn;
beforeAll(async () => {
  t = await createPlaybackTestApp();
  owner = await registerUser(t.app, 'owner.viewas@example.test');
  instructor = await registerUser(t.app, 'instructor.viewas@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
  await t.database.db
    .update(schema.user)
    .set({ staffRole: 'instructor' })
    .where(eq(schema.user.id, instructor.userId));
});
afterAll(() => t.close());

const origin = 'http://localhost:3000';
const call = (method: 'GET' | 'POST', url: string, who: SignedIn, mid: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin, cookie: who.cookie, 'x-impersonate': mid },
    ...(payload && { payload }),
  });
const entries = (action: string, subjectId: string) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.subjectId, subjectId), eq(schema.auditLog.action, action)));

describe('viewing the site as a member (mid=<id>)', () => {
  it("answers the member's own data, audited once for the whole visit", async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await call('GET', '/api/users/me', owner, t.member.userId);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe('odile.play@example.test');
    }
    expect(await entries('view-as', t.member.userId)).toMatchObject([
      { actorId: owner.userId, detail: 'GET /api/users/me' },
    ]);
    expect(await entries('impersonate', t.member.userId)).toEqual([]);
  });

  it('refuses every purchase and change with the read-only message, and changes nothing', async () => {
    const attempts: [string, object][] = [
      ['/api/users/me', { firstName: 'Changed' }],
      ['/api/checkout/session', { productKey: 'unlimited' }],
      ['/api/users/me/bookmarks', { mediaId: 'pointe01' }],
      ['/api/auth/change-password', { currentPassword: 'x', newPassword: 'y-changed-1' }],
    ];
    for (const [url, payload] of attempts) {
      const res = await call('POST', url, owner, t.nonMember.userId, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(VIEW_AS_READ_ONLY);
    }
    const [row] = await t.database.db
      .select()
      .from(schema.user)
      .where(eq(schema.user.id, t.nonMember.userId));
    expect(row?.firstName ?? '').not.toBe('Changed');
  });

  it('plays what the member may play, not what the staff member may', async () => {
    const asMember = await call('POST', '/api/media/pointe01/sign', owner, t.member.userId);
    expect(asMember.statusCode).toBe(200);
    const verified = t.tokensAt(Date.now()).verify(asMember.json().token as string);
    expect(verified).toMatchObject({ ok: true, grant: { viewerId: `u:${t.member.userId}` } });

    const asNonMember = await call('POST', '/api/media/pointe01/sign', owner, t.nonMember.userId);
    expect(asNonMember.statusCode).toBe(403);
    expect(asNonMember.json()).toMatchObject({ entitled: false, message: 'Unauthorized' });
  });

  it('is refused to staff without the right and to members, before anything is read', async () => {
    for (const who of [instructor, t.otherMember]) {
      const res = await call('GET', '/api/users/me', who, t.member.userId);
      expect(res.statusCode).toBe(403);
      const signed = await call('POST', '/api/media/pointe01/sign', who, t.nonMember.userId);
      expect(signed.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/users/me', owner, 'no-such-member')).statusCode).toBe(404);
  });
});

describe('acting as a member (mid=act:<id>)', () => {
  it('changes what the member could change, each call audited', async () => {
    const res = await call('POST', '/api/users/me', owner, `act:${t.otherMember.userId}`, {
      firstName: 'Kitri',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: t.otherMember.userId, firstName: 'Kitri' });
    expect(await entries('impersonate', t.otherMember.userId)).toMatchObject([
      { actorId: owner.userId, detail: 'POST /api/users/me' },
    ]);
  });

  it('is refused to an instructor, who may not even view', async () => {
    const res = await call('POST', '/api/users/me', instructor, `act:${t.otherMember.userId}`, {
      firstName: 'Nope',
    });
    expect(res.statusCode).toBe(403);
  });
});
