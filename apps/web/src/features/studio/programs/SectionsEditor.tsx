import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu } from '../shared/reorder/MoveMenu';
import { SortableList } from '../shared/reorder/SortableList';
import { useBuilder } from './builder-context';
import { DripField } from './DripField';
import { ModulesEditor } from './ModulesEditor';
import styles from './Programs.module.css';
import { moveInList, newKey, updateSection } from './program-draft';
import { useProgramTexts } from './texts';

/** The program's sections in order: each named, described, given its drip rule, its modules; dragged or moved. */
export function SectionsEditor() {
  const { t } = useProgramTexts();
  const { draft, change, errors, timeZone } = useBuilder();
  const announceMove = useAnnounceMove();
  const move = (from: number, to: number) => {
    const section = draft.sections[from];
    change((d) => ({ ...d, sections: moveInList(d.sections, from, to) }));
    if (section) announceMove(section.name, to + 1, draft.sections.length);
  };
  const addSection = () =>
    change((d) => ({
      ...d,
      sections: [
        ...d.sections,
        {
          key: newKey('section'),
          name: t('builder.newSection'),
          description: '',
          drip: { kind: 'none' },
          modules: [],
        },
      ],
    }));
  return (
    <section className={styles.panel} aria-labelledby="builder-sections">
      <h2 id="builder-sections">{t('builder.sections')}</h2>
      <SortableList
        items={draft.sections}
        keyOf={(section) => section.key}
        nameOf={(section) => section.name}
        onMove={move}
        label={t('builder.sections')}
        testId="sections"
      >
        {(section, index, { handle }) => {
          const path = `sections.${index}`;
          const edit = (patch: Partial<typeof section>) =>
            change((d) => updateSection(d, section.key, (s) => ({ ...s, ...patch })));
          return (
            <div data-testid="section-row">
              <div className={styles.rowHead}>
                {handle}
                <h3 className={styles.rowTitle}>
                  {t('builder.section', { n: index + 1 })}: {section.name}
                </h3>
                <MoveMenu
                  name={section.name}
                  index={index}
                  count={draft.sections.length}
                  onMove={(to) => move(index, to)}
                />
                <button
                  type="button"
                  className={styles.quiet}
                  aria-label={t('builder.removeSection', { name: section.name })}
                  onClick={() =>
                    change((d) => ({ ...d, sections: d.sections.filter((s) => s.key !== section.key) }))
                  }
                >
                  {t('builder.remove')}
                </button>
              </div>
              <div className={styles.rowBody}>
                <div className={styles.fields}>
                  <FormField
                    label={t('builder.sectionName')}
                    error={errorOf(errors, `${path}.name`) ?? errorOf(errors, `${path}.id`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        className={fieldControlClass}
                        value={section.name}
                        onChange={(e) => edit({ name: e.target.value })}
                      />
                    )}
                  </FormField>
                  <FormField
                    label={t('builder.sectionDescription')}
                    error={errorOf(errors, `${path}.description`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        className={fieldControlClass}
                        value={section.description}
                        onChange={(e) => edit({ description: e.target.value })}
                      />
                    )}
                  </FormField>
                </div>
                <DripField
                  drip={section.drip}
                  first={index === 0}
                  timeZone={timeZone}
                  error={errorOf(errors, `${path}.drip`)}
                  onChange={(drip) => edit({ drip })}
                />
                <ModulesEditor section={section} path={path} />
              </div>
            </div>
          );
        }}
      </SortableList>
      <div>
        <button type="button" className={styles.quiet} onClick={addSection} data-testid="add-section">
          {t('builder.addSection')}
        </button>
      </div>
    </section>
  );
}
