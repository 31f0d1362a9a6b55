import { removeLocal } from './storage';

/*
 * The browser caches of the offline app (decision 064), shared by the service worker and the page.
 * Each is the member's own: signing out deletes them all (`deleteOfflineCaches`).
 */

/** Pages last seen (their HTML), for opening them offline. */
export const PAGES_CACHE = 'releve-pages';
/** API answers last seen (GET), for the pages' data offline. */
export const API_CACHE = 'releve-api';
/** The downloaded classes' files, each under `/media/play/offline~{mediaId}/`, with its licence. */
export const DOWNLOADS_CACHE = 'releve-downloads';
/** A download's licence (contracts' OfflineLicence), kept beside its files. */
export const LICENCE_FILE = 'licence.json';

/** The progress saved offline and not sent yet (library's progress queue), in local storage. */
export const OFFLINE_PROGRESS_KEY = 'offline-progress';

/**
 * Deletes every copy that was the member's: pages, answers, downloads and progress not sent yet
 * (signing out, or the session ended).
 */
export async function deleteOfflineCaches(): Promise<void> {
  removeLocal(OFFLINE_PROGRESS_KEY);
  if (typeof caches === 'undefined') return;
  await Promise.all([PAGES_CACHE, API_CACHE, DOWNLOADS_CACHE].map((name) => caches.delete(name)));
}
