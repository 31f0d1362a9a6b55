import type { PromotedGroup } from '@releve/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import styles from './browse.module.css';
import menuStyles from './GroupFilter.module.css';

interface Props {
  groups: readonly PromotedGroup[];
  /** The chosen group's id; undefined for Show All. */
  chosen: string | undefined;
  onChoose: (groupId: string | undefined) => void;
}

/** The Classes page's filter: chips on wide screens, a "Filter by" menu on small ones; both offer Show All. */
export function GroupFilter({ groups, chosen, onChoose }: Props) {
  const { t } = useTranslation('browse');
  if (groups.length === 0) return null;
  const options = [
    { id: undefined, name: t('classes.showAll'), icon: undefined },
    ...groups.map((g) => ({ id: g.id, name: g.name, icon: g.promotedIcon })),
  ];
  return (
    <>
      <fieldset className={`${styles.chips} ${styles.desktopOnly}`}>
        <legend className="visually-hidden">{t('classes.groupFilter')}</legend>
        {options.map((option) => (
          <button
            key={option.id ?? 'all'}
            type="button"
            className={styles.chip}
            aria-pressed={chosen === option.id}
            onClick={() => onChoose(option.id)}
          >
            {option.icon && <Icon name={option.icon} size={18} />}
            {option.name}
          </button>
        ))}
      </fieldset>
      <FilterMenu options={options} chosen={chosen} onChoose={onChoose} />
    </>
  );
}

type Option = { id: string | undefined; name: string; icon: PromotedGroup['promotedIcon'] | undefined };

/** A disclosure button that opens the options as a list; Escape or a choice closes it. */
function FilterMenu({
  options,
  chosen,
  onChoose,
}: {
  options: Option[];
  chosen: string | undefined;
  onChoose: Props['onChoose'];
}) {
  const { t } = useTranslation('browse');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const choose = (id: string | undefined) => {
    onChoose(id);
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={wrapper} className={`${menuStyles.menu} ${styles.mobileOnly}`}>
      <button
        ref={button}
        type="button"
        className={styles.secondaryButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="filter" size={18} />
        {t('classes.filterBy')}
      </button>
      <ul id={listId} className={menuStyles.list} hidden={!open}>
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <button
              type="button"
              className={menuStyles.option}
              aria-pressed={chosen === option.id}
              onClick={() => choose(option.id)}
            >
              {option.icon ? (
                <Icon name={option.icon} size={18} />
              ) : (
                <span className={menuStyles.iconSpace} />
              )}
              <span>{option.name}</span>
              {chosen === option.id && <Icon name="check" size={18} className={menuStyles.check} />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
