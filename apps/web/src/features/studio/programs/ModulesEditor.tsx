import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu, type MoveTarget } from '../shared/reorder/MoveMenu';
import { SortableList } from '../shared/reorder/SortableList';
import { useBuilder } from './builder-context';
import { LessonsEditor } from './LessonsEditor';
import styles from './Programs.module.css';
import {
  type DraftSection,
  moveInList,
  moveModule,
  newKey,
  updateModule,
  updateSection,
} from './program-draft';
import { useProgramTexts } from './texts';

/** A section's modules (playlists): named, dragged or moved (into another section too), removed, added. */
export function ModulesEditor({ section, path }: { section: DraftSection; path: string }) {
  const { t } = useProgramTexts();
  const { draft, change, errors } = useBuilder();
  const announceMove = useAnnounceMove();
  const targets: MoveTarget[] = draft.sections.map((candidate) => ({
    key: candidate.key,
    label: candidate.name,
    count: candidate.modules.length,
  }));
  const move = (from: number, to: number, into = section.key) => {
    const module = section.modules[from];
    if (!module) return;
    if (into === section.key)
      change((d) =>
        updateSection(d, section.key, (s) => ({ ...s, modules: moveInList(s.modules, from, to) })),
      );
    else change((d) => moveModule(d, module.key, into, to));
    const target = targets.find((candidate) => candidate.key === into);
    const count = into === section.key ? section.modules.length : (target?.count ?? 0) + 1;
    announceMove(module.name, to + 1, count, into === section.key ? undefined : target?.label);
  };
  const addModule = () =>
    change((d) =>
      updateSection(d, section.key, (s) => ({
        ...s,
        modules: [...s.modules, { key: newKey('module'), name: t('builder.newModule'), lessons: [] }],
      })),
    );
  return (
    <div className={styles.rowBody}>
      <h4 className={styles.muted}>{t('builder.modules')}</h4>
      <SortableList
        items={section.modules}
        keyOf={(module) => module.key}
        nameOf={(module) => module.name}
        onMove={(from, to) => move(from, to)}
        label={`${section.name}: ${t('builder.modules')}`}
        testId="modules"
      >
        {(module, index, { handle }) => (
          <div data-testid="module-row">
            <div className={styles.rowHead}>
              {handle}
              <div className={styles.rowTitle}>
                <FormField
                  label={t('builder.moduleName')}
                  error={errorOf(errors, `${path}.modules.${index}.name`)}
                >
                  {(control) => (
                    <input
                      {...control}
                      className={fieldControlClass}
                      value={module.name}
                      onChange={(event) =>
                        change((d) =>
                          updateModule(d, module.key, (m) => ({ ...m, name: event.target.value })),
                        )
                      }
                    />
                  )}
                </FormField>
              </div>
              <MoveMenu
                name={module.name}
                index={index}
                count={section.modules.length}
                targets={targets}
                currentTarget={section.key}
                onMove={(to, into) => move(index, to, into)}
              />
              <button
                type="button"
                className={styles.quiet}
                aria-label={t('builder.removeModule', { name: module.name })}
                onClick={() =>
                  change((d) =>
                    updateSection(d, section.key, (s) => ({
                      ...s,
                      modules: s.modules.filter((m) => m.key !== module.key),
                    })),
                  )
                }
              >
                {t('builder.remove')}
              </button>
            </div>
            <LessonsEditor module={module} path={`${path}.modules.${index}`} />
          </div>
        )}
      </SortableList>
      <div>
        <button type="button" className={styles.quiet} onClick={addModule}>
          {t('builder.addModule')}
        </button>
      </div>
    </div>
  );
}
