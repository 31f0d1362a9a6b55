import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { FormMessage } from '../../../components/form/FormMessage';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import builder from '../shared/Builder.module.css';
import { ConsolePage } from '../shared/ConsolePage';
import { FormField, fieldControlClass } from '../shared/FormField';
import styles from './Collections.module.css';
import { CollectionTable } from './CollectionTable';
import { useCreate } from './collections-api';
import { COLLECTION_TABS, type CollectionTab, useCollectionTexts } from './texts';

export const tabOf = (value: string | null): CollectionTab =>
  (COLLECTION_TABS as readonly string[]).includes(value ?? '') ? (value as CollectionTab) : 'playlists';

/**
 * Collections (issue 34, decision 045): three tabs, Playlists, Collections and Series (`?tab=`), each a
 * list found by title with New to create one and open its editor.
 */
export default function CollectionsPage() {
  const { t } = useCollectionTexts();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const tab = tabOf(params.get('tab'));
  const [q, setQ] = useState('');
  const typed = useDebouncedValue(q, 250);
  const create = useCreate(tab);
  const onNew = () =>
    create.mutate(t(`newTitle.${tab}`), { onSuccess: (id) => navigate(`/collections/${tab}/${id}`) });
  return (
    <ConsolePage
      title={t('caption')}
      intro={t('intro')}
      actions={
        <button
          type="button"
          className={builder.primary}
          onClick={onNew}
          disabled={create.isPending}
          data-testid="new-item"
        >
          {t(`new.${tab}`)}
        </button>
      }
    >
      <nav aria-label={t('tabs.label')}>
        <ul className={styles.tabs}>
          {COLLECTION_TABS.map((one) => (
            <li key={one}>
              <Link
                href={`/collections?tab=${one}`}
                className={styles.tab}
                aria-current={one === tab ? 'page' : undefined}
                onClick={() => setQ('')}
              >
                {t(`tabs.${one}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.search}>
        <FormField label={t('find')}>
          {(control) => (
            <input
              {...control}
              type="search"
              className={fieldControlClass}
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          )}
        </FormField>
      </div>
      {create.error && <FormMessage kind="error">{create.error.message}</FormMessage>}
      <CollectionTable key={tab} tab={tab} q={typed} />
    </ConsolePage>
  );
}
