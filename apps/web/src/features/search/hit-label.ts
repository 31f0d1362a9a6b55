import type { SearchHit } from '@releve/contracts';

/** Videos and playlists have a title, programs and collections a name (viewing.md §3). */
export const hitLabel = (hit: SearchHit) => hit.title ?? hit.name ?? '';
