import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './MessageScreen.module.css';

interface Props {
  title: string;
  body?: ReactNode;
  testId?: string;
}

/**
 * A page that only says something (not found, could not load), inside the main layout, with a way
 * home. A section rather than StatusPage's `main`, which the layout already has.
 */
export function MessageScreen({ title, body, testId }: Props) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className={styles.screen} data-testid={testId} aria-labelledby="message-title">
      <div className={styles.card}>
        <h1 id="message-title" className={styles.title}>
          {title}
        </h1>
        {body && <p>{body}</p>}
        <p>
          <Link href="/">{t('goHome')}</Link>
        </p>
      </div>
    </section>
  );
}

export function VideoNotFound() {
  const { t } = useTranslation('media');
  return <MessageScreen title={t('notFound.title')} body={t('notFound.body')} testId="video-not-found" />;
}

export function LiveChannelNotFound() {
  const { t } = useTranslation('media');
  return <MessageScreen title={t('liveChannelNotFound')} testId="live-channel-not-found" />;
}

/** viewing.md §8: an item of a type with no screen of its own and nothing the default screen can play. */
export function NoDefaultScreen() {
  const { t } = useTranslation('media');
  return <MessageScreen title={t('noDefaultScreen')} testId="no-default-screen" />;
}

/** The generic load failure (viewing.md §8): "An error occurred". */
export function LoadError({ testId = 'media-error' }: { testId?: string }) {
  const { t } = useTranslation();
  return <MessageScreen title={t('errors.genericTitle')} body={t('errors.genericBody')} testId={testId} />;
}
