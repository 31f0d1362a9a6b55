import type { Db } from '@releve/db';
import type { Env } from '../../config/env';
import { createAccountsAuth } from '../accounts/accounts.module';
import type { Auth } from '../accounts/auth';

/**
 * better-auth for work done outside the web server (the admin commands, the demo seed), built
 * exactly as the server builds it. It sends no e-mail.
 */
export function createStandaloneAuth(env: Env, db: Db): Auth {
  return createAccountsAuth(env, db, {
    send: async (mail) => {
      throw new Error(`Admin commands send no e-mail (a message to ${mail.to} was asked)`);
    },
  });
}
