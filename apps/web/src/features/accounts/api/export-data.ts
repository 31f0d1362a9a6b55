import { fetchApi } from '../../../lib/api-client';

/**
 * GET /api/users/me/export, saved as a file. Fetched (not a plain link) so that the
 * impersonation header travels and a failure can be told to the member.
 */
export async function downloadAccountData(): Promise<void> {
  const document = (await fetchApi('/api/users/me/export')) as { exportedAt?: unknown };
  // The server's file name: releve-data-<day of the export>.json
  const day = typeof document.exportedAt === 'string' ? document.exportedAt.slice(0, 10) : today();
  const file = new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `releve-data-${day}.json`;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL may go once the click was handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const today = () => new Date().toISOString().slice(0, 10);
