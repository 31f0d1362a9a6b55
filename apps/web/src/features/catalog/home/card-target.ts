import type { HomeShelfType } from '@releve/contracts';
import { slugify } from '@releve/contracts/catalog-rules';

/** Where a card leads, and whether it leaves the app (a new tab). */
export interface CardTarget {
  href: string;
  external: boolean;
}

/** Paths to other sites; everything else is a path of this app. */
export const isExternalPath = (path: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(path);

/** `/programs/{last part of id}`: program ids may carry a prefix (`courses/ballet-basics`). */
export const programPath = (programId: string) => `/programs/${programId.split('/').pop() ?? programId}`;

export const playlistPath = (playlistId: string) => `/p/${playlistId}`;

/** A media page, slug included, autoplaying when asked. */
export function mediaPath(mediaId: string, title: string, autoplay = false): string {
  const slug = slugify(title);
  return `/m/${mediaId}${slug ? `/${slug}` : ''}${autoplay ? '?play=1' : ''}`;
}

/** What was clicked: a featured tile, a program or section tile, or a media card in a row of some type. */
export type CardSubject =
  | { kind: 'featured'; path: string }
  | { kind: 'program'; programId: string }
  | { kind: 'section'; sectionId: string }
  | {
      kind: 'media';
      row: HomeShelfType;
      mediaId: string;
      title: string;
      /** Keep-going entries tagged `program` carry the program they belong to. */
      programId?: string;
    };

/** Rows whose media cards start playing at once: a program's lessons, and what the member is watching. */
const AUTOPLAY_ROWS: ReadonlySet<HomeShelfType> = new Set(['program', 'continue-watching']);

/** The card click rules of viewing.md §2 (Home). */
export function cardTarget(subject: CardSubject): CardTarget {
  switch (subject.kind) {
    case 'featured':
      return { href: subject.path, external: isExternalPath(subject.path) };
    case 'program':
      return { href: programPath(subject.programId), external: false };
    case 'section':
      return { href: playlistPath(subject.sectionId), external: false };
    case 'media':
      if (subject.row === 'keep-going' && subject.programId) {
        return { href: programPath(subject.programId), external: false };
      }
      return {
        href: mediaPath(subject.mediaId, subject.title, AUTOPLAY_ROWS.has(subject.row)),
        external: false,
      };
  }
}
