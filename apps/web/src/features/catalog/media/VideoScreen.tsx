import type { MediaItem } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { withQuery } from '../../../lib/with-query';
import { ClassStart } from './ClassStart';
import { CollapsibleText } from './CollapsibleText';
import { InlinePlayer } from './InlinePlayer';
import { mediaFactParts } from './media-facts';
import { RelatedGrid } from './RelatedGrid';
import { AddToMyWeekSlot, DownloadSlot, FavoriteButtonSlot, ShareButton } from './ShareButton';
import { StatusBadge } from './StatusBadge';
import { TrailerButton } from './TrailerDialog';
import { useMediaAccess } from './use-media-access';
import styles from './VideoScreen.module.css';

/** The line under the title: "45 min · Ballet · with Madeleine Ashford". */
export function MediaFacts({ item }: { item: MediaItem }) {
  const { t } = useTranslation('media');
  const { duration, genre, teacher } = mediaFactParts(item);
  const parts = [duration, genre, teacher && t('withTeacher', { teacher })].filter(Boolean);
  if (parts.length === 0 && item.mediaStatus === 'VOD') return null;
  return (
    <p className={styles.facts}>
      <StatusBadge status={item.mediaStatus} />
      {parts.join(' · ')}
    </p>
  );
}

/** The default screen of a class: player area, title, facts, actions, description, related classes. */
export function VideoScreen({ item }: { item: MediaItem }) {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const access = useMediaAccess(item);
  useDocumentTitle(item.title);
  const playHref = withQuery(item.link, search, { play: '1' });
  return (
    <article className={styles.screen}>
      <div className={styles.hero}>
        <InlinePlayer item={item} access={access} playing={params.get('play') === '1'} />
        <div className={styles.info}>
          {item.channelLogoImage && (
            // The channel's name is the title beside it: the logo adds no words.
            <img
              className={styles.channelLogo}
              src={item.channelLogoImage}
              alt=""
              data-testid="channel-logo"
            />
          )}
          <h1 className={styles.title}>{item.title}</h1>
          <MediaFacts item={item} />
          <div className={styles.actions}>
            <ClassStart item={item} access={access} playHref={playHref} />
            {item.trailerId && <TrailerButton trailerId={item.trailerId} />}
            <ShareButton title={item.title} path={item.link} />
            <FavoriteButtonSlot mediaId={item.mediaid} />
            <AddToMyWeekSlot mediaId={item.mediaid} />
            <DownloadSlot item={item} />
          </div>
          {item.description && <CollapsibleText text={item.description} className={styles.description} />}
        </div>
      </div>
      <RelatedGrid item={item} contextPlaylistId={params.get('r') || undefined} />
    </article>
  );
}
