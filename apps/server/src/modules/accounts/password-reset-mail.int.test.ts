import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail';

describe('the reset e-mail', () => {
  it('links members with a password to the reset view, for 10 minutes', () => {
    const mail = passwordResetMail(
      'https://studio.example',
      { email: 'a@b.test', hasPassword: true },
      'tok123',
    );
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('https://studio.example/?u=reset-password&resetPasswordToken=tok123');
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain(
      'href="https://studio.example/?u=reset-password&amp;resetPasswordToken=tok123"',
    );
  });

  it('invites imported members without a password to claim their account', () => {
    const mail = passwordResetMail(
      'https://studio.example',
      { email: 'o+1@b.test', hasPassword: false },
      'tok9',
    );
    expect(mail.subject).toBe('Claim your account');
    expect(mail.text).toContain('https://studio.example/account-connect?e=o%2B1%40b.test&x=tok9');
  });
});
