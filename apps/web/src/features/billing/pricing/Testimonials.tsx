import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useBillingTranslation } from '../texts';
import styles from './Testimonials.module.css';

/** Testimonial rotation (accounts-and-billing.md §9): every 30 s, with a 300 ms fade (in the CSS). */
export const TESTIMONIAL_ROTATION_MS = 30_000;
/** A horizontal drag this long is a swipe (viewing.md §9 carousel touch threshold). */
const SWIPE_THRESHOLD_PX = 30;

interface Testimonial {
  quote: string;
  name: string;
}

/**
 * What members say, one at a time: it moves on by itself every 30 s (not while the pointer or focus
 * is on it), by a swipe, or by its dots.
 */
export function Testimonials() {
  const { t } = useBillingTranslation();
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = items.length;

  // Restarted on every change, so a testimonial chosen by hand gets its full 30 s too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((shown) => (shown + 1) % count), TESTIMONIAL_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, count]);

  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return;
    setIndex((shown) => (shown + (distance < 0 ? 1 : count - 1)) % count);
  };

  const current = items[index];
  if (!current) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('testimonials.label')}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 className={styles.heading}>{t('testimonials.label')}</h2>
      <figure
        key={index}
        className={styles.slide}
        data-testid="testimonial"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <blockquote className={styles.quote}>“{current.quote}”</blockquote>
        <figcaption className={styles.name}>{current.name}</figcaption>
      </figure>
      <div className={styles.dots}>
        {items.map((item, dot) => (
          <button
            key={item.name}
            type="button"
            className={styles.dot}
            aria-label={t('testimonials.show', { n: dot + 1 })}
            aria-pressed={dot === index}
            onClick={() => setIndex(dot)}
          />
        ))}
      </div>
    </section>
  );
}
