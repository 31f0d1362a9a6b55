import { showToValues } from '@releve/contracts';
import { useEffect, useRef, useState } from 'react';
import styles from '../programs/Programs.module.css';
import { moveInList } from '../programs/program-draft';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu } from '../shared/reorder/MoveMenu';
import { SortableList } from '../shared/reorder/SortableList';
import { useHomeEditor } from './home-context';
import { type DraftRow, newRow, ROW_KINDS, type RowKind } from './home-draft';
import { RowContentFields } from './RowContentFields';
import { useHomeTexts } from './texts';

/** The home's rows in order: each titled, given its audience and what it shows; added, removed, dragged or moved. */
export function RowsEditor() {
  const { t } = useHomeTexts();
  const { draft, change, errors } = useHomeEditor();
  const announceMove = useAnnounceMove();
  const [kind, setKind] = useState<RowKind>('rule');
  // A row just added takes the focus at its title, so the keyboard goes on where the row is.
  const [added, setAdded] = useState<string>();
  const list = useRef<HTMLElement>(null);
  useEffect(() => {
    if (added) list.current?.querySelector<HTMLInputElement>(`[data-row="${added}"] input`)?.focus();
  }, [added]);
  const nameOf = (row: DraftRow) => row.name || t('untitled');
  const move = (from: number, to: number) => {
    const row = draft.rows[from];
    change((d) => ({ ...d, rows: moveInList(d.rows, from, to) }));
    if (row) announceMove(nameOf(row), to + 1, draft.rows.length);
  };
  return (
    <section className={styles.panel} aria-labelledby="home-rows" ref={list}>
      <h2 id="home-rows">{t('rows')}</h2>
      <SortableList
        items={draft.rows}
        keyOf={(row) => row.key}
        nameOf={nameOf}
        onMove={move}
        label={t('rows')}
        testId="home-rows"
      >
        {(row, index, { handle }) => {
          const path = `rows.${index}`;
          const edit = (patch: Partial<DraftRow>) =>
            change((d) => ({ ...d, rows: d.rows.map((r) => (r.key === row.key ? { ...r, ...patch } : r)) }));
          return (
            <div data-testid="home-row" data-row={row.key}>
              <div className={styles.rowHead}>
                {handle}
                <h3 className={styles.rowTitle}>
                  {t('row', { n: index + 1 })}: {nameOf(row)}{' '}
                  <span className={styles.lessonMeta}>({t(`kinds.${row.content.kind}`)})</span>
                </h3>
                <MoveMenu
                  name={nameOf(row)}
                  index={index}
                  count={draft.rows.length}
                  onMove={(to) => move(index, to)}
                />
                <button
                  type="button"
                  className={styles.quiet}
                  aria-label={t('removeRow', { name: nameOf(row) })}
                  onClick={() => change((d) => ({ ...d, rows: d.rows.filter((r) => r.key !== row.key) }))}
                >
                  {t('remove')}
                </button>
              </div>
              <div className={styles.rowBody}>
                <div className={styles.fields}>
                  <FormField label={t('rowName')} error={errorOf(errors, `${path}.name`)}>
                    {(control) => (
                      <input
                        {...control}
                        className={fieldControlClass}
                        value={row.name}
                        onChange={(event) => edit({ name: event.target.value })}
                      />
                    )}
                  </FormField>
                  <FormField label={t('showTo')} error={errorOf(errors, `${path}.showTo`)}>
                    {(control) => (
                      <select
                        {...control}
                        className={fieldControlClass}
                        value={row.showTo}
                        onChange={(event) => edit({ showTo: event.target.value as DraftRow['showTo'] })}
                      >
                        {showToValues.map((value) => (
                          <option key={value} value={value}>
                            {t(`audiences.${value}`)}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                </div>
                <RowContentFields
                  row={row}
                  path={`${path}.content`}
                  onChange={(content) => edit({ content })}
                />
              </div>
            </div>
          );
        }}
      </SortableList>
      <div className={styles.inline}>
        <FormField label={t('addKind')}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={kind}
              onChange={(event) => setKind(event.target.value as RowKind)}
              data-testid="add-row-kind"
            >
              {ROW_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`kinds.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button
          type="button"
          className={styles.quiet}
          data-testid="add-row"
          onClick={() => {
            const row = newRow(kind, t(`kinds.${kind}`));
            change((d) => ({ ...d, rows: [...d.rows, row] }));
            setAdded(row.key);
          }}
        >
          {t('addButton')}
        </button>
      </div>
    </section>
  );
}
