import type { ExportedUser, ExportRepository } from './export.repository';

/** What every section is given: the member, and the address the site is reached at. */
export interface ExportContext {
  userId: string;
  user: ExportedUser;
  /** e.g. https://studio.example, to turn Relevé's own paths into links that work outside it. */
  publicUrl: string;
}

/**
 * One named part of the data export. A feature that keeps data about members (favorites,
 * history, the week plan) adds its own section to the list the export routes are given.
 * A section must never hold credentials: password hashes, session or reset tokens.
 */
export interface ExportSection {
  /** The section's key in the exported JSON. */
  name: string;
  collect(context: ExportContext): Promise<unknown> | unknown;
}

/**
 * The accounts module's sections: the profile, the personal details given after registration (birth
 * date, address, custom questions), products, consents, tags, sign-ins and audit rows.
 */
export function accountExportSections(repository: ExportRepository): ExportSection[] {
  return [
    {
      name: 'account',
      collect: ({
        user: { image: _image, tags: _tags, consents: _consents, captureAnswers: _answers, ...account },
      }) => account,
    },
    // The answers exactly as given (null when the member was never asked or skipped).
    { name: 'personalDetails', collect: ({ user }) => user.captureAnswers },
    {
      name: 'profilePicture',
      collect: ({ user, publicUrl }) => ({
        url: user.image ? new URL(user.image, `${publicUrl}/`).toString() : null,
      }),
    },
    { name: 'products', collect: ({ userId }) => repository.productsOf(userId) },
    { name: 'consents', collect: ({ user }) => user.consents },
    { name: 'tags', collect: ({ user }) => user.tags },
    { name: 'signInMethods', collect: ({ userId }) => repository.signInMethodsOf(userId) },
    { name: 'sessions', collect: ({ userId }) => repository.sessionsOf(userId) },
    {
      name: 'auditLog',
      collect: async ({ userId }) =>
        (await repository.auditEntriesAbout(userId)).map(({ actorId, ...entry }) => ({
          ...entry,
          // Staff members' ids are theirs, not the member's: say who acted, not which account.
          actor: actorId === userId ? 'you' : actorId ? 'studio staff' : 'Relevé',
        })),
    },
  ];
}
