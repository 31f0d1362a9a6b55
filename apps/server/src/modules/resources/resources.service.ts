import { canOpenResource, hasMagazineAccess, type Magazine, magazineBaseUrl } from '@releve/contracts';
import type { MembershipService } from '../accounts/accounts.module';
import type { MagazineRow, ResourceFileRow, ResourcesRepository } from './resources.repository';

/** Why a file is refused; the routes turn each into its status and message. */
export type Refusal = 'not-found' | 'sign-in' | 'not-entitled' | 'not-downloadable';

export type FileDecision<T> = { ok: true; file: T } | { ok: false; refusal: Refusal };

const toMagazine = (row: MagazineRow): Magazine => ({
  id: row.id,
  title: row.title,
  description: row.description,
  totalPages: row.totalPages,
  baseUrl: magazineBaseUrl(row.id),
  buyUrl: row.buyUrl,
  cover: `${magazineBaseUrl(row.id)}/cover.webp`,
  publishedAt: row.publishedAt.toISOString(),
});

/**
 * Who may have which file (decided here, with contracts' rules, whatever the web app shows):
 * a resource's PDF to everyone when it is free, else to members; a magazine's pages to holders of
 * an on-demand pass or subscribers, day passes or not (hasMagazineAccess, decision 025).
 */
export class ResourcesService {
  constructor(
    private readonly repository: ResourcesRepository,
    private readonly membership: MembershipService,
  ) {}

  async magazines(): Promise<Magazine[]> {
    return (await this.repository.magazines()).map(toMagazine);
  }

  /** One magazine (the list is public, so its title and description are too). */
  async magazine(magazineId: string): Promise<Magazine | undefined> {
    const row = await this.repository.magazine(magazineId);
    return row && toMagazine(row);
  }

  async resourceFile(
    resourceId: string,
    userId: string | undefined,
    download: boolean,
  ): Promise<FileDecision<ResourceFileRow>> {
    const file = await this.repository.resourceFile(resourceId);
    if (!file) return { ok: false, refusal: 'not-found' };
    if (!file.free) {
      if (!userId) return { ok: false, refusal: 'sign-in' };
      const allowed = await this.membership.allows(userId, (facts, now) => canOpenResource(file, facts, now));
      if (!allowed) return { ok: false, refusal: 'not-entitled' };
    }
    if (download && !file.canDownload) return { ok: false, refusal: 'not-downloadable' };
    return { ok: true, file };
  }

  /** A page within 1..totalPages of a magazine, for someone with magazine access. */
  async magazinePage(
    magazineId: string,
    page: number,
    userId: string | undefined,
  ): Promise<FileDecision<{ key: string }>> {
    const magazine = await this.repository.magazine(magazineId);
    if (!magazine || page < 1 || page > magazine.totalPages) return { ok: false, refusal: 'not-found' };
    if (!userId) return { ok: false, refusal: 'sign-in' };
    if (!(await this.membership.allows(userId, hasMagazineAccess)))
      return { ok: false, refusal: 'not-entitled' };
    return { ok: true, file: { key: `magazines/${magazine.id}/${page}.png` } };
  }
}
