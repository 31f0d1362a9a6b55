import type { FastifyBaseLogger } from 'fastify';
import { loadSharp } from '../../runtime/load-sharp';
import type { Storage } from '../../storage/storage';
import { PdfDocumentThread, PdfTimeoutError } from './pdf/pdf-pages';
import type { StudioLibraryRepository } from './studio-library.repository';

/** Pages are drawn as wide as the reader's widest canvas (viewing.md: 1200 px at 1920 px and wider). */
export const MAGAZINE_PAGE_WIDTH = 1200;
/** The library's list shows covers this wide. */
const COVER_WIDTH = 320;
const OPEN_TIMEOUT_MS = 120_000;
const PAGE_TIMEOUT_MS = 60_000;

/** Where an issue's files are in storage (the members' routes serve the pages and the cover). */
export const magazineKeys = {
  source: (id: string) => `magazine-sources/${id}.pdf`,
  page: (id: string, page: number) => `magazines/${id}/${page}.png`,
  cover: (id: string) => `magazines/${id}/cover.webp`,
};

/** Removes an issue's pages and cover (the PDF stays unless asked). A missing file is not an error. */
export async function removeMagazineFiles(
  storage: Storage,
  id: string,
  totalPages: number,
  withSource = false,
): Promise<void> {
  const keys = Array.from({ length: totalPages }, (_, index) => magazineKeys.page(id, index + 1));
  keys.push(magazineKeys.cover(id));
  if (withSource) keys.push(magazineKeys.source(id));
  for (const key of keys) await storage.delete(key);
}

export interface MagazinePagesDeps {
  repository: StudioLibraryRepository;
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * Makes a processing issue's pages from its PDF (decision 043): each page a PNG 1200 px wide in
 * storage, the first also the cover, the count written as it goes; then ready. A page that cannot be
 * drawn leaves the issue failed with the reason and no pages. An issue deleted (or no longer
 * processing) meanwhile stops the work, and what it wrote goes.
 */
export async function makeMagazinePages(deps: MagazinePagesDeps, id: string): Promise<void> {
  const { repository, storage } = deps;
  const issue = await repository.magazine(id);
  if (issue?.state !== 'processing') return;
  const fail = async (failure: string) => {
    await removeMagazineFiles(storage, id, issue.totalPages);
    await repository.finish(id, { state: 'failed', failure });
    deps.log.warn({ magazineId: id, failure }, 'magazine pages failed');
  };
  const source = issue.sourceKey ? await storage.get(issue.sourceKey) : undefined;
  if (!source) return fail('The uploaded PDF is no longer in storage: upload the issue again');

  const thread = new PdfDocumentThread();
  let page = 0;
  try {
    const opened = await thread.open(new Uint8Array(source), OPEN_TIMEOUT_MS);
    if (!opened.ok) return await fail(`The PDF could not be opened: ${opened.detail}`);
    const pages = Math.min(opened.pages, issue.totalPages);
    for (page = 1; page <= pages; page++) {
      const png = await thread.render(page, MAGAZINE_PAGE_WIDTH, PAGE_TIMEOUT_MS);
      await storage.put(magazineKeys.page(id, page), png);
      if (page === 1) {
        const sharp = await loadSharp();
        const cover = await sharp(png).resize(COVER_WIDTH).webp({ quality: 80 }).toBuffer();
        await storage.put(magazineKeys.cover(id), cover);
      }
      if (!(await repository.writeProgress(id, page))) {
        // Deleted meanwhile: its row no longer names these files, so they go now.
        if (!(await repository.magazine(id))) await removeMagazineFiles(storage, id, issue.totalPages);
        return;
      }
    }
    if (!(await repository.finish(id, { state: 'ready' }))) return;
    deps.log.info({ magazineId: id, pages }, 'magazine pages made');
  } catch (error) {
    const what = page === 0 ? 'The PDF' : `Page ${page}`;
    const reason =
      error instanceof PdfTimeoutError
        ? `${what} took too long to read`
        : `${what} could not be read: ${(error as Error).message}`;
    await fail(reason);
  } finally {
    await thread.close();
  }
}
