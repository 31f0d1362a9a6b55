import { licenceState } from '@releve/contracts/offline-rules';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Page } from '../../../components/Page';
import { removeDownload, renewLicences, type StoredDownload, storageEstimate } from '../download-store';
import { useDownloadsTexts } from '../texts';
import { useRefreshDownloads, useStoredDownloads } from '../use-downloads';
import styles from './DownloadsPage.module.css';

/** "12.4 MB": bytes as a member reads them. */
function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The member's downloads (decision 064): each class kept in this browser, its quality, its size and
 * until when it plays offline, with Play and Remove; the space they take. Opening the page online
 * renews every licence, which deletes the classes the member may no longer play.
 */
export default function DownloadsPage() {
  const { t } = useDownloadsTexts();
  const downloads = useStoredDownloads();
  const refresh = useRefreshDownloads();
  const [estimate, setEstimate] = useState<{ usage: number; quota: number }>();

  useEffect(() => {
    void storageEstimate().then(setEstimate);
    if (navigator.onLine) void renewLicences({ all: true }).then(refresh);
  }, [refresh]);

  const list = downloads.data ?? [];
  const used = list.reduce((sum, download) => sum + download.bytes, 0);
  const remove = async (download: StoredDownload) => {
    await removeDownload(download.mediaId);
    await refresh();
    void storageEstimate().then(setEstimate);
  };

  return (
    <Page title={t('pageTitle')}>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.space} data-testid="downloads-space">
        {estimate
          ? t('spaceAvailable', {
              used: formatBytes(used),
              free: formatBytes(Math.max(0, estimate.quota - estimate.usage)),
            })
          : t('spaceUsed', { used: formatBytes(used) })}
      </p>
      {downloads.isSuccess && list.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      <ul className={styles.list}>
        {list.map((download) => {
          const expired = !download.licence || licenceState(download.licence, Date.now()) === 'expired';
          return (
            <li key={download.mediaId} className={styles.row} data-testid="download-row">
              {download.image ? (
                <img className={styles.poster} src={download.image} alt="" loading="lazy" />
              ) : (
                <span className={styles.poster} />
              )}
              <div className={styles.text}>
                <Link href={download.link} className={styles.title}>
                  {download.title}
                </Link>
                <span className={styles.facts}>
                  {t(`quality_${download.quality}`)} · {formatBytes(download.bytes)}
                </span>
                <span className={styles.facts}>
                  {!download.complete
                    ? t('incomplete')
                    : expired || !download.licence
                      ? t('expired')
                      : t('playsUntil', { date: dateFormat.format(download.licence.expiresAt) })}
                </span>
              </div>
              <div className={styles.actions}>
                {download.complete && !expired && (
                  <Link href={`${download.link}?play=1`} className={styles.play}>
                    {t('play')}
                  </Link>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('removeLabel', { title: download.title })}
                  onClick={() => void remove(download)}
                >
                  {t('remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
