import type { StudioPromotion, StudioPromotionList } from '@releve/contracts';
import { useEffect, useState } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { PromotionPreview, useOffers } from '../../billing';
import { FormField, fieldControlClass } from '../shared/FormField';
import styles from './Promotions.module.css';
import { usePromotionPreview } from './promotions-api';
import { usePromotionTexts } from './texts';

interface Props {
  list: StudioPromotionList;
  /** The promotion to show, and the time (the row's Preview: its opening). */
  chosen: { id: string; at: string } | null;
}

/**
 * The promotional page as a signed-out visitor sees it at a chosen time of the studio's clock: the
 * server answers what GET /api/promotions answers then; the members' own component draws it,
 * read-only (decision 054).
 */
export function PreviewPanel({ list, chosen }: Props) {
  const { t } = usePromotionTexts();
  const [at, setAt] = useState(list.now);
  const [id, setId] = useState(list.promotions[0]?.id ?? '');
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) return;
    setId(chosen.id);
    setAt(chosen.at);
    setAsked(chosen.at);
  }, [chosen]);
  const preview = usePromotionPreview(asked);
  const offers = useOffers();
  const promotion: StudioPromotion | undefined = list.promotions.find((each) => each.id === id);
  const shown = preview.data?.promotions.find((each) => each.id === id);
  const liveTitles = (preview.data?.live ?? []).map(
    (live) => preview.data?.promotions.find((each) => each.id === live)?.title ?? live,
  );

  return (
    <section
      className={styles.preview}
      aria-labelledby="promotion-preview-title"
      data-testid="promotion-preview"
    >
      <h2 id="promotion-preview-title" className={styles.previewTitle}>
        {t('preview.title')}
      </h2>
      <p className={styles.note}>{t('preview.intro')}</p>
      <form
        className={styles.previewControls}
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(at);
        }}
      >
        <FormField label={t('preview.promotion')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={id}
              onChange={(event) => setId(event.target.value)}
            >
              {list.promotions.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('preview.at')} hint={list.timeZone}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className={fieldControlClass}
              value={at}
              onChange={(event) => setAt(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className={styles.primary}>
            {t('preview.show')}
          </button>
        </div>
      </form>
      {preview.isError && <FormMessage kind="error">{preview.error.message}</FormMessage>}
      {preview.data && (
        <div aria-live="polite">
          <p className={styles.note} data-testid="preview-live">
            {liveTitles.length > 0
              ? t('preview.live', { titles: liveTitles.join(', ') })
              : t('preview.noneLive')}
          </p>
          {promotion && !shown && (
            <p className={styles.note}>{t('preview.notShown', { title: promotion.title })}</p>
          )}
          {shown && offers.data && (
            <div className={styles.frame} data-testid="preview-frame">
              <p className={styles.note}>{t('preview.readOnly')}</p>
              <h3 className={styles.frameTitle}>{shown.title}</h3>
              {shown.kind === 'vita' && <p>{t('preview.vita', { code: shown.couponCode ?? '—' })}</p>}
              <PromotionPreview promotion={shown} offers={offers.data} at={Date.parse(preview.data.at)} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
