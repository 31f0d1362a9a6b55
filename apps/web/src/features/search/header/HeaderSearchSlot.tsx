import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { lazyAfterHydration } from '../../../lib/lazy-after-hydration';
import styles from './HeaderSearch.module.css';

/**
 * The header's search box, a chunk of its own that loads once the page is shown (decision 018), so
 * the app's start stays within its budget. Until then (and while the web app takes over a page the
 * server rendered) the same button and box stand in its place, inert, so nothing moves when it comes.
 */
export const HeaderSearch = lazyAfterHydration(
  () => import('./HeaderSearch').then(({ HeaderSearch }) => HeaderSearch),
  () => <HeaderSearchPlaceholder />,
);

function HeaderSearchPlaceholder() {
  const { t } = useTranslation();
  return (
    <>
      <IconButton className={styles.toggle} icon="search" label={t('header.search')} aria-disabled="true" />
      <search className={styles.search} aria-hidden="true">
        <form>
          <Icon name="search" className={styles.searchIcon} />
          {/* Named like the real box: Chromium lists a field with neither id nor name as an issue. */}
          <input type="search" name="q" placeholder={t('header.searchPlaceholder')} readOnly tabIndex={-1} />
        </form>
      </search>
    </>
  );
}
