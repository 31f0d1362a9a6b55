import type { FeaturedContent } from '@releve/contracts';
import { featuredFor } from '@releve/contracts/home-audience';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Poster } from '../../../components/Poster';
import { useViewer } from '../../accounts';
import { useInitialData } from '../api/get-initial-data';
import { usePlaylist } from '../api/get-playlist';
import { cardTarget } from './card-target';
import {
  AUTO_ADVANCE_MS,
  autoAdvances,
  SLIDE_SPACING_PX,
  swipeStep,
  TRANSITION_MS,
  wrapIndex,
} from './carousel-rules';
import styles from './FeaturedCarousel.module.css';
import { useHomeView } from './home-view';
import type { ShelfRowProps } from './shelf-props';
import { usePrefersReducedMotion } from './use-media-query';

/**
 * The `featured` row: one tile at a time with dots, moving on every 5 s unless the member hovers,
 * focuses it or asked for less motion; a 30 px swipe changes the slide on touch screens.
 */
/** A slide of the final size while the row's classes (or who is looking) are not known yet. */
function CarouselLoading({ title }: { title: string }) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.carousel} role="status" aria-busy="true" aria-label={t('loadingShelf', { title })}>
      <FeaturedPlaceholder />
    </div>
  );
}

export function FeaturedCarousel({ shelf, priority }: ShelfRowProps) {
  const { t } = useTranslation('home');
  const { data } = useInitialData();
  const viewer = useViewer();
  const preview = useHomeView();
  const title = shelf.name || t('featured');

  if (preview) {
    const slides = featuredFor(preview.featured, preview.audience, preview.at);
    return slides.length === 0 ? null : <Slides slides={slides} title={title} priority={priority} />;
  }
  // Until we know who is looking, a slide of the final size waits: no member sees a "join" tile flash.
  if (viewer.status === 'loading' || !data) {
    return <CarouselLoading title={title} />;
  }
  const slides = featuredFor(
    data.featuredContent,
    { isMember: viewer.isMember, isLiveMember: !!viewer.membership?.isLiveMember },
    Date.now(),
  );
  if (slides.length === 0) return null;
  return <Slides slides={slides} title={title} priority={priority} />;
}

/**
 * A site config's featured row (`content[].featured`, decision 033): its playlist's classes as the
 * same one-tile carousel, each slide leading to its class. An empty or unreadable playlist is no row.
 */
export function FeaturedPlaylist({ shelf, priority }: ShelfRowProps) {
  const { t } = useTranslation('home');
  const { data, status } = usePlaylist(shelf.itemId);
  const title = shelf.name || data?.title || t('featured');
  if (status === 'pending' && shelf.itemId) {
    return <CarouselLoading title={title} />;
  }
  const slides: FeaturedContent[] = (data?.playlist ?? []).map((item) => ({
    id: item.mediaid,
    title: item.title,
    description: item.description,
    image: item.image,
    images: item.images,
    path: cardTarget({ kind: 'media', row: 'playlist', mediaId: item.mediaid, title: item.title }).href,
    enabled: true,
    showTo: 'all',
  }));
  if (slides.length === 0) return null;
  return <Slides slides={slides} title={title} priority={priority} />;
}

interface SlidesProps {
  slides: FeaturedContent[];
  title: string;
  priority: boolean;
}

/** A slide of the final size with nothing in it, and the dots' room. */
export function FeaturedPlaceholder() {
  return (
    <>
      <div className={`${styles.slideFace} ${styles.placeholder}`} aria-hidden="true">
        <span className={styles.placeholderImage} />
        <span className={styles.caption} />
      </div>
      <div className={styles.dots} />
    </>
  );
}

function Slides({ slides, title, priority }: SlidesProps) {
  const { t } = useTranslation('home');
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const running = autoAdvances({ count, paused: hovered || focused, reducedMotion });

  // Each slide change restarts the 5 s wait, so a slide chosen by hand gets its full time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i, 1, count)), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [running, count, current]);

  const trackStyle: CSSProperties = {
    gap: SLIDE_SPACING_PX,
    transform: `translateX(calc(${-current} * (100% + ${SLIDE_SPACING_PX}px)))`,
    transitionDuration: reducedMotion ? '0s' : `${TRANSITION_MS}ms`,
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel')}
      aria-label={title}
      data-testid="featured-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
        if (step) setIndex(wrapIndex(current, step, count));
      }}
    >
      <h2 className="visually-hidden">{title}</h2>
      <div className={styles.viewport}>
        <div className={styles.track} style={trackStyle}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern makes each slide a group
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideLabel', { index: i + 1, count })}
              inert={i !== current}
            >
              <Slide slide={slide} eager={priority && i === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.dots}>
        {count > 1 &&
          slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-current={i === current ? 'true' : undefined}
              aria-label={t('showSlide', { index: i + 1, title: slide.title })}
              onClick={() => setIndex(i)}
            />
          ))}
      </div>
    </section>
  );
}

/**
 * The poster whole (studios burn titles into them) beside its caption on wide screens, above it on
 * narrow ones; the caption has a fixed height, so every slide is as tall.
 */
function Slide({ slide, eager }: { slide: FeaturedContent; eager: boolean }) {
  const { t } = useTranslation('home');
  const target = cardTarget({ kind: 'featured', path: slide.path });
  const face = (
    <>
      <Poster
        images={slide.images}
        alt=""
        sizes="(min-width: 1024px) 50vw, (min-width: 768px) 60vw, 100vw"
        className={styles.poster}
        eager={eager}
      />
      <span className={styles.caption}>
        <span className={styles.slideTitle}>{slide.title}</span>
        {slide.description && <span className={styles.description}>{slide.description}</span>}
      </span>
    </>
  );
  return target.external ? (
    <a className={styles.slideFace} href={target.href} target="_blank" rel="noreferrer">
      {face}
      <span className="visually-hidden">{t('opensInNewTab')}</span>
    </a>
  ) : (
    <Link className={styles.slideFace} href={target.href}>
      {face}
    </Link>
  );
}
