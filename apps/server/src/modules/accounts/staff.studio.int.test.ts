import {
  LAST_OWNER_REFUSED,
  NO_SUCH_ACCOUNT,
  STUDIO_NOT_FOUND,
  STUDIO_SECTIONS,
  studioPaths,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

/*
 * The studio's staff (decision 036): the owner gives and takes roles, each change is in the audit log
 * with its before and after, a role taken away closes the console at once, and the studio always keeps
 * an owner.
 */
let t: TestApp;
let owner: SignedIn;
let dana: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, 'olga.owner@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
  dana = await registerUser(t.app, 'dana.dancer@example.test');
});
afterAll(() => t.close());

const origin = { origin: 'http://localhost:3000' };
const setRole = (who: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: studioPaths.staff,
    headers: { cookie: who.cookie, ...origin },
    payload,
  });
const me = (who: SignedIn) => t.app.inject({ url: studioPaths.me, headers: { cookie: who.cookie } });
const audit = (who: SignedIn, query = '') =>
  t.app.inject({ url: `${studioPaths.audit}${query}`, headers: { cookie: who.cookie } });
const auditRows = async () => (await t.database.db.select().from(schema.auditLog)).length;

describe('the studio staff', () => {
  it('tells the owner their role and every section; a member is not told there is a console', async () => {
    const answer = await me(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      userId: owner.userId,
      email: 'olga.owner@example.test',
      role: 'owner',
      sections: STUDIO_SECTIONS.map((section) => section.id),
    });
    const member = await me(dana);
    expect(member.statusCode).toBe(404);
    expect(member.json().message).toBe(STUDIO_NOT_FOUND);
  });

  it('gives a role, lists it, writes who, what, when, before and after; the role opens its sections only', async () => {
    const given = await setRole(owner, { email: 'Dana.Dancer@example.test ', role: 'instructor' });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual([
      { userId: dana.userId, email: 'dana.dancer@example.test', name: '', role: 'instructor' },
      { userId: owner.userId, email: 'olga.owner@example.test', name: '', role: 'owner' },
    ]);
    expect((await me(dana)).json()).toMatchObject({
      role: 'instructor',
      sections: ['classes', 'uploads', 'live'],
    });

    const log = await audit(owner, '?action=staff.role');
    expect(log.statusCode).toBe(200);
    const [entry] = log.json().entries;
    expect(log.json()).toMatchObject({ newer: null, older: null, limit: 25 });
    expect(log.json().entries).toHaveLength(1);
    expect(entry).toMatchObject({
      actor: { userId: owner.userId, email: 'olga.owner@example.test' },
      action: 'staff.role',
      target: `staff:${dana.userId}`,
      before: { email: 'dana.dancer@example.test', role: null },
      after: { email: 'dana.dancer@example.test', role: 'instructor' },
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    // An instructor may not read the log nor give roles.
    expect((await audit(dana)).statusCode).toBe(403);
    expect((await setRole(dana, { email: 'olga.owner@example.test', role: null })).statusCode).toBe(403);
  });

  it('closes the console at once when the role is taken away', async () => {
    expect((await me(dana)).statusCode).toBe(200);
    expect((await setRole(owner, { email: 'dana.dancer@example.test', role: null })).statusCode).toBe(200);
    expect((await me(dana)).statusCode).toBe(404);
  });

  it('keeps an owner: the last one cannot be taken away, and nothing is written', async () => {
    const before = await auditRows();
    for (const role of [null, 'instructor'] as const) {
      const refused = await setRole(owner, { email: 'olga.owner@example.test', role });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(LAST_OWNER_REFUSED);
    }
    expect((await me(owner)).json().role).toBe('owner');
    expect(await auditRows()).toBe(before);
    // With a second owner, the first may step down.
    await setRole(owner, { email: 'dana.dancer@example.test', role: 'owner' });
    expect((await setRole(owner, { email: 'olga.owner@example.test', role: 'contributor' })).statusCode).toBe(
      200,
    );
    expect((await me(owner)).json()).toMatchObject({ role: 'contributor', sections: ['classes', 'uploads'] });
    await setRole(dana, { email: 'olga.owner@example.test', role: 'owner' });
    await setRole(owner, { email: 'dana.dancer@example.test', role: null });
  });

  it('refuses bad input with a clear answer and changes nothing', async () => {
    const before = await auditRows();
    const unknown = await setRole(owner, { email: 'nobody@example.test', role: 'owner' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NO_SUCH_ACCOUNT);
    for (const payload of [
      { email: 'dana.dancer@example.test', role: 'admin' },
      { email: 'not an address', role: 'owner' },
      { email: 'dana.dancer@example.test' },
      { email: 'dana.dancer@example.test', role: 'owner', extra: true },
    ]) {
      const res = await setRole(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await auditRows()).toBe(before);
    const [dancer] = await t.database.db.select().from(schema.user).where(eq(schema.user.id, dana.userId));
    expect(dancer?.staffRole).toBeNull();
  });

  it("keeps an owner when two owners take each other's role at once", async () => {
    const { db } = t.database;
    await setRole(owner, { email: 'dana.dancer@example.test', role: 'owner' });
    const answers = await Promise.all([
      setRole(owner, { email: 'dana.dancer@example.test', role: 'instructor' }),
      setRole(dana, { email: 'olga.owner@example.test', role: 'instructor' }),
    ]);
    // The second is refused: as the last owner's demotion (409) when both got past the role check
    // before either changed a role (PostgreSQL), or as no longer an owner (403) when they did not.
    const [first, second] = answers.map((answer) => answer.statusCode).sort();
    expect(first).toBe(200);
    expect([403, 409]).toContain(second);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused) expect(refused.json().message).toBe(LAST_OWNER_REFUSED);
    const owners = await db.select().from(schema.user).where(eq(schema.user.staffRole, 'owner'));
    expect(owners).toHaveLength(1);
    await db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
    await db.update(schema.user).set({ staffRole: null }).where(eq(schema.user.id, dana.userId));
  });
});
