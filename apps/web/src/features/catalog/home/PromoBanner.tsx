import type { HomeShelfType } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../../components/Icon';
import { useViewer } from '../../accounts';
import styles from './PromoBanner.module.css';
import { shelfListPath } from './see-all';
import type { ShelfRowProps } from './shelf-props';

type PromoType = Extract<HomeShelfType, 'my-week-plan' | 'new-year-sale'>;

const promoIcon: Record<PromoType, IconName> = {
  'my-week-plan': 'calendar',
  'new-year-sale': 'trending',
};

/** The i18n keys of each promo under `promos` in home.json. */
const promoKey: Record<PromoType, string> = {
  'my-week-plan': 'myWeek',
  'new-year-sale': 'newYearSale',
};

/** The running sale a new-year-sale row shows (billing's HomeSaleGate finds it). */
export interface BannerSale {
  href: string;
  title: string;
  kind: string;
}

/**
 * A one-link banner row: My Week Plan (locked for non-members), or the running sale: the New Year sale
 * on the pricing page, or the studio's promotional page under its own title.
 */
export function PromoBanner({ shelf, sale }: ShelfRowProps & { sale?: BannerSale }) {
  const { t } = useTranslation('home');
  const { isMember } = useViewer();
  const type = shelf.type as PromoType;
  const key = sale?.kind === 'promo-pricing' ? 'promotion' : promoKey[type];
  const locked = type === 'my-week-plan' && !isMember;
  const href = sale?.href ?? shelfListPath(shelf) ?? '/';
  const title = key === 'promotion' ? (sale?.title ?? '') : shelf.name || t(`promos.${key}.title`);
  return (
    <section className={styles.banner} data-type={type} aria-label={title} data-testid="promo-banner">
      <span className={styles.icon}>
        <Icon name={promoIcon[type]} size={28} />
      </span>
      <div className={styles.text}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.body}>{t(`promos.${key}.body`)}</p>
      </div>
      <Link className={styles.button} href={href}>
        {t(`promos.${key}.cta`)}
        {locked ? (
          <Icon name="lock" size={16} label={t('common:sidebar.locked')} />
        ) : (
          <Icon name="arrowRight" size={18} />
        )}
      </Link>
    </section>
  );
}
