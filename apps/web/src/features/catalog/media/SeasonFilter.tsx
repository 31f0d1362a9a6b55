import type { SeriesAnswer } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import styles from './SeriesScreen.module.css';

interface Props {
  seasons: SeriesAnswer['seasons'];
  /** The chosen season; undefined is "All seasons", the default. */
  season: number | undefined;
  onChange: (season: number | undefined) => void;
}

/** Chips: All seasons, then each season; the chosen one is pressed. */
export function SeasonFilter({ seasons, season, onChange }: Props) {
  const { t } = useTranslation('media');
  const options = [
    { value: undefined, label: t('series.allSeasons') },
    ...seasons.map((known) => ({
      value: known.season_number,
      label: known.season_title || t('series.season', { number: known.season_number }),
    })),
  ];
  return (
    <fieldset className={styles.filter}>
      <legend className="visually-hidden">{t('series.filterLabel')}</legend>
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={season === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
