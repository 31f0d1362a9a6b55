import type { Db } from '@releve/db';
import { loadAuthSecret } from '../../config/auth-secret';
import type { Env } from '../../config/env';
import { createLinkSigner, type LinkSigner } from '../../config/signed-links';
import { createAccountsAuth } from './accounts-auth';
import type { Auth } from './auth';
import { MembershipService } from './membership.service';
import { UsersRepository } from './users.repository';

/**
 * Accounts for work done outside the web server (the admin commands, the demo accounts at start-up),
 * built exactly as the server builds them. They send no e-mail.
 */
export interface AccountsTools {
  users: UsersRepository;
  /** The membership rules, on another clock when asked (the demo backdates an annual pass). */
  membership(clock?: () => Date): MembershipService;
  /** better-auth, built when asked: it reads (or first writes) the auth secret in DATA_DIR. */
  auth(): Auth;
  /** Signs what a link names with the server's secret, for one purpose (the newsletter's links). */
  linkSigner(purpose: string): LinkSigner;
}

export function createAccountsTools(env: Env, db: Db): AccountsTools {
  const users = new UsersRepository(db);
  return {
    users,
    membership: (clock) => new MembershipService(users, clock),
    linkSigner: (purpose) => createLinkSigner(loadAuthSecret(env.DATA_DIR, env.AUTH_SECRET), purpose),
    auth: () =>
      createAccountsAuth(env, db, {
        send: async (mail) => {
          throw new Error(`Admin commands send no e-mail (a message to ${mail.to} was asked)`);
        },
      }),
  };
}
