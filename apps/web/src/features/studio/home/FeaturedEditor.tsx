import { showToValues } from '@releve/contracts';
import styles from '../programs/Programs.module.css';
import { moveInList } from '../programs/program-draft';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu } from '../shared/reorder/MoveMenu';
import frame from './HomePreview.module.css';
import { useHomeEditor } from './home-context';
import { type DraftSlot, newSlot } from './home-draft';
import { useHomeTexts } from './texts';

/** The featured carousel's slots in order: each with its link, audience, and start and end in the studio's zone. */
export function FeaturedEditor() {
  const { t } = useHomeTexts();
  const { draft, change, errors, answer } = useHomeEditor();
  const announceMove = useAnnounceMove();
  const nameOf = (slot: DraftSlot) => slot.title || t('newSlot');
  return (
    <section className={styles.panel} aria-labelledby="home-featured">
      <h2 id="home-featured">{t('featured')}</h2>
      <p className={styles.muted}>{t('featuredHint', { zone: answer.timeZone })}</p>
      <ol className={frame.list} aria-label={t('featured')}>
        {draft.featured.map((slot, index) => {
          const path = `featured.${index}`;
          const edit = (patch: Partial<DraftSlot>) =>
            change((d) => ({
              ...d,
              featured: d.featured.map((s) => (s.key === slot.key ? { ...s, ...patch } : s)),
            }));
          const text = (field: 'title' | 'description' | 'path', label: string) => (
            <FormField label={label} error={errorOf(errors, `${path}.${field}`)}>
              {(control) => (
                <input
                  {...control}
                  className={fieldControlClass}
                  value={slot[field]}
                  onChange={(event) => edit({ [field]: event.target.value })}
                />
              )}
            </FormField>
          );
          const when = (field: 'startsAt' | 'endsAt') => (
            <FormField label={t(field)} error={errorOf(errors, `${path}.${field}`)}>
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  className={fieldControlClass}
                  value={slot[field] ?? ''}
                  onChange={(event) => edit({ [field]: event.target.value.slice(0, 16) || null })}
                />
              )}
            </FormField>
          );
          return (
            <li key={slot.key} className={styles.panel} data-testid="featured-slot">
              <div className={styles.rowHead}>
                <h3 className={styles.rowTitle}>
                  {t('slot', { n: index + 1 })}: {nameOf(slot)}
                </h3>
                <MoveMenu
                  name={nameOf(slot)}
                  index={index}
                  count={draft.featured.length}
                  onMove={(to) => {
                    change((d) => ({ ...d, featured: moveInList(d.featured, index, to) }));
                    announceMove(nameOf(slot), to + 1, draft.featured.length);
                  }}
                />
                <button
                  type="button"
                  className={styles.quiet}
                  aria-label={t('removeSlot', { name: nameOf(slot) })}
                  onClick={() =>
                    change((d) => ({ ...d, featured: d.featured.filter((s) => s.key !== slot.key) }))
                  }
                >
                  {t('remove')}
                </button>
              </div>
              <div className={styles.fields}>
                {text('title', t('slotTitle'))}
                {text('path', t('slotPath'))}
                {text('description', t('slotDescription'))}
                <FormField label={t('showTo')} error={errorOf(errors, `${path}.showTo`)}>
                  {(control) => (
                    <select
                      {...control}
                      className={fieldControlClass}
                      value={slot.showTo}
                      onChange={(event) => edit({ showTo: event.target.value as DraftSlot['showTo'] })}
                    >
                      {showToValues.map((value) => (
                        <option key={value} value={value}>
                          {t(`audiences.${value}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                {when('startsAt')}
                {when('endsAt')}
                <label className={styles.inline}>
                  <input
                    type="checkbox"
                    checked={slot.enabled}
                    onChange={(event) => edit({ enabled: event.target.checked })}
                  />
                  {t('slotEnabled')}
                </label>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <button
          type="button"
          className={styles.quiet}
          onClick={() => change((d) => ({ ...d, featured: [...d.featured, newSlot(t('newSlot'))] }))}
        >
          {t('addSlot')}
        </button>
      </div>
    </section>
  );
}
