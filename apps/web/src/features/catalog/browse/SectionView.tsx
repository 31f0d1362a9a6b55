import type { Collection, Section } from '@releve/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { useViewMode, ViewModeToggle } from '../components/ViewModeToggle';
import styles from './browse.module.css';
import { PlaylistBlocks } from './PlaylistBlocks';
import {
  ALL_COLLECTIONS,
  collectionsOf,
  playlistIdsFor,
  sectionFilterOptions,
  showsMobileDropdown,
} from './section-filter';

/**
 * A section (`sec-` id): chips for its collections (All plus one each) on wide screens, a dropdown on
 * small ones when there is more than one collection, and the chosen playlists below.
 */
export function SectionView({
  section,
  collections,
}: {
  section: Section;
  collections: readonly Collection[];
}) {
  const { t } = useTranslation('browse');
  const [layout, setLayout] = useViewMode();
  const [chosen, setChosen] = useState(ALL_COLLECTIONS);
  const own = collectionsOf(section, collections);
  const options = sectionFilterOptions(own, t('all'));

  return (
    <Page title={section.name}>
      {section.description && <p className={styles.intro}>{section.description}</p>}
      <div className={styles.toolbar}>
        {options.length > 0 && (
          <fieldset className={`${styles.chips} ${styles.desktopOnly}`}>
            <legend className="visually-hidden">{t('collectionFilter')}</legend>
            {options.map((option) => (
              <button
                key={option.id}
                type="button"
                className={styles.chip}
                aria-pressed={chosen === option.id}
                onClick={() => setChosen(option.id)}
              >
                {option.label}
              </button>
            ))}
          </fieldset>
        )}
        {showsMobileDropdown(own) && (
          <label className={`${styles.select} ${styles.mobileOnly}`}>
            {t('collectionSelect')}
            <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className={styles.toolbarEnd}>
          <ViewModeToggle mode={layout} onChange={setLayout} />
        </span>
      </div>
      <PlaylistBlocks playlistIds={playlistIdsFor(section, own, chosen)} layout={layout} />
    </Page>
  );
}
