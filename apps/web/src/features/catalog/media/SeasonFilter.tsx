import type { SeriesAnswer } from '@releve/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './SeriesScreen.module.css';

interface Props {
  seasons: SeriesAnswer['seasons'];
  /** The chosen season; undefined is "All seasons", the default. */
  season: number | undefined;
  onChange: (season: number | undefined) => void;
}

/** "Season 2: Rising"; a title that already names its season, or none, stays as it is. */
function seasonLabel(season: SeriesAnswer['seasons'][number], t: TFunction<'media'>) {
  const number = season.season_number;
  if (!season.season_title) return t('series.season', { number });
  if (/^season\b/i.test(season.season_title)) return season.season_title;
  return t('series.seasonWithTitle', { number, title: season.season_title });
}

/** Chips: All seasons, then each season; the chosen one is pressed. */
export function SeasonFilter({ seasons, season, onChange }: Props) {
  const { t } = useTranslation('media');
  const options = [
    { value: undefined, label: t('series.allSeasons') },
    ...seasons.map((known) => ({
      value: known.season_number,
      label: seasonLabel(known, t),
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
