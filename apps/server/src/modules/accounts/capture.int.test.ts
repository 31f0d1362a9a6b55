import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ana: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  ana = await registerUser(t.app, 'ana.capture@example.test');
});
afterAll(() => t.close());

const send = (answers: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/capture',
    headers: { cookie: ana.cookie },
    payload: { answers },
  });

describe('POST /api/users/me/capture (the demo studio asks names, birth date, experience)', () => {
  it('refuses missing required names and a bad date, saving nothing', async () => {
    const res = await send({ birthDate: '1990-13-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Invalid personal details. firstName: This field is required; lastName: This field is required; birthDate: Please enter a valid date (YYYY-MM-DD)',
    );
    const profile = await t.app.inject({ url: '/api/users/me', headers: { cookie: ana.cookie } });
    expect(profile.json().user.hasGivenPersonalDetails).toBe(false);
  });

  it('refuses an answer that is not one of the options', async () => {
    const res = await send({
      firstName: 'Ana',
      lastName: 'P',
      customAnswers: [{ questionId: 'experience', question: 'x', value: 'Forever' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('question:experience: Please choose one of the options');
  });

  it('saves the answers and the names', async () => {
    const res = await send({
      firstName: 'Ana',
      lastName: 'Pavlova',
      birthDate: '1991-02-12',
      customAnswers: [{ questionId: 'experience', question: 'x', value: 'Under 2 years' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pavlova',
      hasGivenPersonalDetails: true,
    });
  });
});
