import { type Product, remainingWholeMonths } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ANNUAL_PASS_HREF } from '../annual-pass-link';
import { Section } from './Section';
import styles from './Section.module.css';

/** The on-demand pass that ends last (passes do not renew; memberships are not passes). */
export function currentPass(products: readonly Product[], now: Date): Product | null {
  return products
    .filter((product) => product.type === 'on-demand' && !product.isRecurring)
    .filter((product) => Date.parse(product.expiresAt) > now.getTime())
    .reduce<Product | null>(
      (last, product) =>
        last && Date.parse(last.expiresAt) >= Date.parse(product.expiresAt) ? last : product,
      null,
    );
}

/**
 * "Your pass": the time left on an On-Demand Pass in whole months (accounts-and-billing.md §4: days
 * rounded up, divided by 30 rounded down), the day it ends, and a way to extend it.
 */
export function PassSection({ products, now = new Date() }: { products: readonly Product[]; now?: Date }) {
  const { t } = useTranslation('profile');
  const pass = currentPass(products, now);
  if (!pass) return null;
  const months = remainingWholeMonths(pass, now);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(pass.expiresAt));
  return (
    <Section title={t('membership.title')}>
      <p className={styles.text} data-testid="pass-left">
        <strong>
          {months > 0 ? t('membership.monthsLeft', { count: months }) : t('membership.lessThanMonth')}
        </strong>{' '}
        {t('membership.ends', { date })}
      </p>
      <div className={styles.actions}>
        <Link href={ANNUAL_PASS_HREF} className={styles.secondary}>
          {t('membership.extend')}
        </Link>
      </div>
    </Section>
  );
}
