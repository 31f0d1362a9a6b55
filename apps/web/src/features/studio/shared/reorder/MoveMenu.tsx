import { useEffect, useId, useRef, useState } from 'react';
import { useStudioTranslation } from '../../texts';
import { fieldControlClass } from '../FormField';
import styles from './Reorder.module.css';

/** Another list the row may go into ("Into": another module of the program, another section). */
export interface MoveTarget {
  key: string;
  label: string;
  /** How many rows it holds now. */
  count: number;
}

interface Props {
  /** What the row is called, for the button's name and the announcement. */
  name: string;
  index: number;
  count: number;
  onMove(to: number, targetKey?: string): void;
  /** Lists it may move into; the current one is `currentTarget`. */
  targets?: readonly MoveTarget[];
  currentTarget?: string;
}

/**
 * Every row's way to move without dragging: a "Move" button opening Move up, Move down and Move to…
 * (a position, and another list where there are targets). Keyboard and screen reader first: the
 * menu is a list of buttons after its trigger, Escape closes it, the focus returns to the trigger.
 */
export function MoveMenu({ name, index, count, onMove, targets, currentTarget }: Props) {
  const { t } = useStudioTranslation();
  const [open, setOpen] = useState<'menu' | 'to' | false>(false);
  const [target, setTarget] = useState(currentTarget);
  const [position, setPosition] = useState(index);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstSelect = useRef<HTMLSelectElement>(null);
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  // Escape closes the menu (and only the menu: a dialog around it stays open).
  useEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => {
    if (open === 'menu')
      container.current?.querySelector<HTMLButtonElement>('ul button:not(:disabled)')?.focus();
    if (open === 'to') firstSelect.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const move = (to: number, into?: string) => {
    onMove(to, into);
    close();
  };
  const targetCount = targets?.find((candidate) => candidate.key === target)?.count ?? count;
  const places = target && target !== currentTarget ? targetCount + 1 : count;

  return (
    <div className={styles.moveMenu} ref={container}>
      <button
        ref={trigger}
        type="button"
        className={styles.quiet}
        aria-expanded={!!open}
        aria-controls={id}
        aria-label={t('move.button', { name })}
        onClick={() => {
          if (open) return close();
          setPosition(index);
          setTarget(currentTarget);
          setOpen('menu');
        }}
      >
        {t('move.short')}
      </button>
      {open === 'menu' && (
        <ul id={id} className={styles.menuList}>
          <li>
            <button type="button" disabled={index === 0} onClick={() => move(index - 1)}>
              {t('move.up')}
            </button>
          </li>
          <li>
            <button type="button" disabled={index === count - 1} onClick={() => move(index + 1)}>
              {t('move.down')}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => setOpen('to')}>
              {t('move.to')}
            </button>
          </li>
        </ul>
      )}
      {open === 'to' && (
        <div id={id} className={styles.moveTo}>
          {targets && targets.length > 1 && (
            <label>
              {t('move.into')}
              <select
                ref={firstSelect}
                className={fieldControlClass}
                value={target}
                onChange={(event) => {
                  setTarget(event.target.value);
                  setPosition(0);
                }}
              >
                {targets.map((candidate) => (
                  <option key={candidate.key} value={candidate.key}>
                    {candidate.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            {t('move.position')}
            <select
              ref={targets && targets.length > 1 ? undefined : firstSelect}
              className={fieldControlClass}
              value={position}
              onChange={(event) => setPosition(Number(event.target.value))}
            >
              {Array.from({ length: places }, (_, n) => n).map((n) => (
                <option key={`position-${n}`} value={n}>
                  {t('move.positionOf', { position: n + 1, count: places })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={styles.primary} onClick={() => move(position, target)}>
            {t('move.apply')}
          </button>
          <button type="button" className={styles.quiet} onClick={close}>
            {t('move.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
