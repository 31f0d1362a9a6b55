import {
  type FeaturedContent,
  type StudioFeaturedSlot,
  type StudioHomePreviewAnswer,
  type StudioHomeRow,
  type StudioHomeWrite,
  zonedInstant,
} from '@releve/contracts';
import type { HomeRow as MembersRow } from '@releve/contracts/home-rows';
import { newKey } from '../programs/program-draft';

/** The editor's draft: the rows and slots with keys of their own for the sortable lists (decision 044). */
export type DraftRow = StudioHomeRow & { key: string };
export type DraftSlot = StudioFeaturedSlot & { key: string };
export interface HomeDraft {
  rows: DraftRow[];
  featured: DraftSlot[];
}

export const draftOf = (answer: StudioHomeWrite): HomeDraft => ({
  rows: answer.rows.map((row) => ({ ...row, key: newKey('row') })),
  featured: answer.featured.map((slot) => ({ ...slot, key: newKey('slot') })),
});

export const writeOf = (draft: HomeDraft): StudioHomeWrite => ({
  rows: draft.rows.map(({ key: _key, ...row }) => row),
  featured: draft.featured.map(({ key: _key, ...slot }) => slot),
});

export type RowKind = StudioHomeRow['content']['kind'];
export const ROW_KINDS: readonly RowKind[] = [
  'rule',
  'classes',
  'programs',
  'playlists',
  'playlist',
  'program',
  'section',
];

/** A new row of a kind, for everyone, its fields to be filled. */
export function newRow(kind: RowKind, name: string): DraftRow {
  const base = { key: newKey('row'), name, showTo: 'all' as const };
  switch (kind) {
    case 'section':
      return { ...base, content: { kind, type: 'continue-watching' } };
    case 'playlist':
      return { ...base, content: { kind, playlistId: '' } };
    case 'program':
      return { ...base, content: { kind, programId: '' } };
    case 'classes':
      return { ...base, content: { kind, playlistId: null, mediaIds: [] } };
    case 'programs':
      return { ...base, content: { kind, programIds: [] } };
    case 'playlists':
      return { ...base, content: { kind, playlistIds: [] } };
    case 'rule':
      return {
        ...base,
        content: {
          kind,
          playlistId: null,
          limit: 12,
          rule: {
            tag: null,
            level: null,
            style: null,
            instructor: null,
            minMinutes: null,
            maxMinutes: null,
            order: 'newest',
            days: null,
          },
        },
      };
  }
}

export const newSlot = (title: string): DraftSlot => ({
  key: newKey('slot'),
  id: null,
  title,
  description: '',
  path: '/',
  posterId: null,
  enabled: true,
  showTo: 'all',
  startsAt: null,
  endsAt: null,
});

/**
 * The id the preview gives a draft's list row: its playlist is answered from the preview, not
 * fetched; a new one per preview (`run`), so an earlier preview's answer is never shown for it.
 */
export const previewPlaylistId = (run: number, index: number) => `preview-${run}-${index}`;

/**
 * The draft as the members' home draws it: list rows point at their preview playlists, rows of
 * playlists carry the preview's tiles, the others point at what they name; each with its audience.
 */
export function membersRowsOf(
  draft: HomeDraft,
  run: number,
  preview: StudioHomePreviewAnswer['rows'],
): MembersRow[] {
  return draft.rows.map((row, order) => {
    const { content } = row;
    const base = { name: row.name, order, showTo: row.showTo };
    if (content.kind === 'section') return { ...base, type: content.type, itemId: null };
    if (content.kind === 'program') return { ...base, type: 'program', itemId: content.programId };
    if (content.kind === 'playlist') return { ...base, type: 'playlist', itemId: content.playlistId };
    if (content.kind === 'programs')
      return { ...base, type: 'programs', itemId: null, itemIds: content.programIds };
    if (content.kind === 'playlists') {
      const shown = preview[order];
      const playlists = shown && 'playlists' in shown ? shown.playlists : [];
      return { ...base, type: 'playlists', itemId: null, itemIds: content.playlistIds, playlists };
    }
    return { ...base, type: 'playlist', itemId: previewPlaylistId(run, order) };
  });
}

/** The draft's slots as featured tiles, their pictures those already published, their windows as instants. */
export function membersSlotsOf(
  draft: HomeDraft,
  published: readonly FeaturedContent[],
  timeZone: string,
): FeaturedContent[] {
  const instant = (wall: string | null) =>
    wall ? zonedInstant(wall.slice(0, 10), wall.slice(11), timeZone).toISOString() : null;
  return draft.featured.map((slot) => {
    const own = slot.id ? published.find((tile) => tile.id === slot.id) : undefined;
    return {
      id: slot.id ?? slot.key,
      title: slot.title,
      description: slot.description,
      image: own?.image ?? null,
      images: own?.images ?? [],
      path: slot.path,
      enabled: slot.enabled,
      showTo: slot.showTo,
      startsAt: instant(slot.startsAt),
      endsAt: instant(slot.endsAt),
    };
  });
}
