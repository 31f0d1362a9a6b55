import { formatDuration } from '../../../lib/format-duration';
import { ClassPicker } from '../shared/ClassPicker';
import { errorOf } from '../shared/field-errors';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu, type MoveTarget } from '../shared/reorder/MoveMenu';
import { SortableList } from '../shared/reorder/SortableList';
import { useBuilder } from './builder-context';
import styles from './Programs.module.css';
import { type DraftModule, moveInList, moveLesson, newKey, updateModule } from './program-draft';
import { useProgramTexts } from './texts';

/** A module's lessons: dragged or moved (within the module, or by Move to… into another), Free or not, removed, added. */
export function LessonsEditor({ module, path }: { module: DraftModule; path: string }) {
  const { t } = useProgramTexts();
  const { draft, change, errors } = useBuilder();
  const announceMove = useAnnounceMove();
  const targets: MoveTarget[] = draft.sections.flatMap((section) =>
    section.modules.map((candidate) => ({
      key: candidate.key,
      label: `${section.name} › ${candidate.name}`,
      count: candidate.lessons.length,
    })),
  );
  const setLessons = (lessons: DraftModule['lessons']) =>
    change((d) => updateModule(d, module.key, (m) => ({ ...m, lessons })));
  const move = (from: number, to: number, into = module.key) => {
    const lesson = module.lessons[from];
    if (!lesson) return;
    if (into === module.key) setLessons(moveInList(module.lessons, from, to));
    else change((d) => moveLesson(d, lesson.key, into, to));
    const target = targets.find((candidate) => candidate.key === into);
    const count = into === module.key ? module.lessons.length : (target?.count ?? 0) + 1;
    announceMove(lesson.title, to + 1, count, into === module.key ? undefined : target?.label);
  };
  return (
    <div className={styles.rowBody}>
      {module.lessons.length === 0 ? (
        <p className={styles.muted}>{t('builder.noLessons')}</p>
      ) : (
        <SortableList
          items={module.lessons}
          keyOf={(lesson) => lesson.key}
          nameOf={(lesson) => lesson.title}
          onMove={(from, to) => move(from, to)}
          label={t('builder.lessons', { name: module.name })}
          testId="lessons"
        >
          {(lesson, index, { handle }) => {
            const error = errorOf(errors, `${path}.lessons.${index}`);
            return (
              <div className={styles.rowHead} data-testid="lesson-row">
                {handle}
                <span className={styles.rowTitle}>
                  <span data-testid="lesson-title">{lesson.title}</span>{' '}
                  <span className={styles.lessonMeta}>
                    {formatDuration(lesson.durationSeconds)}
                    {lesson.classState === 'draft' && ` · ${t('builder.draftClass')}`}
                  </span>
                  {error && <span className={styles.danger}> {error}</span>}
                </span>
                <label className={styles.inline}>
                  <input
                    type="checkbox"
                    checked={lesson.free}
                    aria-label={t('builder.freeLabel', { title: lesson.title })}
                    onChange={(event) =>
                      setLessons(
                        module.lessons.map((l) =>
                          l.key === lesson.key ? { ...l, free: event.target.checked } : l,
                        ),
                      )
                    }
                  />
                  <span aria-hidden="true">{t('builder.free')}</span>
                </label>
                <MoveMenu
                  name={lesson.title}
                  index={index}
                  count={module.lessons.length}
                  targets={targets}
                  currentTarget={module.key}
                  onMove={(to, into) => move(index, to, into)}
                />
                <button
                  type="button"
                  className={styles.quiet}
                  aria-label={t('builder.removeLesson', { title: lesson.title })}
                  onClick={() => setLessons(module.lessons.filter((l) => l.key !== lesson.key))}
                >
                  {t('builder.remove')}
                </button>
              </div>
            );
          }}
        </SortableList>
      )}
      <ClassPicker
        label={t('builder.findLessons', { name: module.name })}
        addLabel={(title) => t('builder.addLesson', { title, module: module.name })}
        onAdd={(hit) => setLessons([...module.lessons, { ...hit, free: false, key: newKey('lesson') }])}
      />
    </div>
  );
}
