import { useState } from 'react';
import { fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu } from '../shared/reorder/MoveMenu';
import { SortableList } from '../shared/reorder/SortableList';
import { useBuilder } from './builder-context';
import styles from './Programs.module.css';
import { useResourceLibrary } from './program-api';
import { moveInList, newKey } from './program-draft';
import { useProgramTexts } from './texts';

/**
 * The program's resources (its Resources tab), in order: attached from the studio's library (those no
 * other program holds), detached (they stay in the library), dragged or moved. Uploading a new PDF is
 * the Library section's (decision 042's seam): it makes a resource row, which then shows here.
 */
export function ResourcesEditor({ programId }: { programId: string }) {
  const { t } = useProgramTexts();
  const { draft, change, errors } = useBuilder();
  const announceMove = useAnnounceMove();
  const library = useResourceLibrary();
  const [chosen, setChosen] = useState('');
  const attached = new Set(draft.resources.map((resource) => resource.id));
  const free = (library.data?.resources ?? []).filter(
    (resource) =>
      !attached.has(resource.id) && (resource.programId === null || resource.programId === programId),
  );
  const move = (from: number, to: number) => {
    const resource = draft.resources[from];
    change((d) => ({ ...d, resources: moveInList(d.resources, from, to) }));
    if (resource) announceMove(resource.title, to + 1, draft.resources.length);
  };
  const attach = () => {
    const resource = free.find((candidate) => candidate.id === chosen);
    if (!resource) return;
    change((d) => ({ ...d, resources: [...d.resources, { ...resource, key: newKey('resource') }] }));
    setChosen('');
  };
  return (
    <section className={styles.panel} aria-labelledby="builder-resources">
      <h2 id="builder-resources">{t('builder.resources')}</h2>
      <p className={styles.muted}>{t('builder.resourcesHint')}</p>
      {draft.resources.length === 0 ? (
        <p className={styles.muted}>{t('builder.noResources')}</p>
      ) : (
        <SortableList
          items={draft.resources}
          keyOf={(resource) => resource.key}
          nameOf={(resource) => resource.title}
          onMove={move}
          label={t('builder.resources')}
          testId="resources"
        >
          {(resource, index, { handle }) => (
            <div className={styles.rowHead}>
              {handle}
              <span className={styles.rowTitle}>
                {resource.title}
                {errorOf(errors, `resourceIds.${index}`) && (
                  <span className={styles.danger}> {errorOf(errors, `resourceIds.${index}`)}</span>
                )}
              </span>
              <MoveMenu
                name={resource.title}
                index={index}
                count={draft.resources.length}
                onMove={(to) => move(index, to)}
              />
              <button
                type="button"
                className={styles.quiet}
                aria-label={t('builder.detach', { title: resource.title })}
                onClick={() =>
                  change((d) => ({ ...d, resources: d.resources.filter((r) => r.key !== resource.key) }))
                }
              >
                {t('builder.remove')}
              </button>
            </div>
          )}
        </SortableList>
      )}
      <div className={styles.inline}>
        <select
          className={fieldControlClass}
          aria-label={t('builder.attachLabel')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{t('builder.chooseResource')}</option>
          {free.map((resource) => (
            <option key={resource.id} value={resource.id}>
              {resource.title}
            </option>
          ))}
        </select>
        <button type="button" className={styles.quiet} disabled={!chosen} onClick={attach}>
          {t('builder.attach')}
        </button>
      </div>
    </section>
  );
}
