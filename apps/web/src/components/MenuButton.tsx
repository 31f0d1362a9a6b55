import { type ReactNode, useState } from 'react';
import styles from './MenuButton.module.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
}

/**
 * A button that opens a small menu of actions under it (`role="menu"`, named like the button); a
 * choice or Escape closes it. `beforeOpen` answering false keeps it shut (the caller went elsewhere,
 * e.g. a visitor sent to /pricing).
 */
export function MenuButton({
  label,
  items,
  buttonClassName,
  align = 'right',
  beforeOpen,
}: {
  label: string;
  /** The items, or a function that makes them when the menu opens (for items costly to work out). */
  items: MenuItem[] | (() => MenuItem[]);
  buttonClassName?: string;
  /** The side of the button the menu lines up with. */
  align?: 'left' | 'right';
  beforeOpen?: () => boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.menu}>
      <button
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          if (open || beforeOpen?.() !== false) setOpen(!open);
        }}
      >
        {label}
      </button>
      {open && (
        <div
          role="menu"
          aria-label={label}
          className={align === 'left' ? `${styles.list} ${styles.left}` : styles.list}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          {(typeof items === 'function' ? items() : items).map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
