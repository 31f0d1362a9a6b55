import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './program.module.css';
import { type ProgramTab, tabAfterKey } from './program-tabs';

interface Props {
  tabs: readonly ProgramTab[];
  selected: ProgramTab;
  onSelect: (tab: ProgramTab) => void;
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home, End) move and select, the panel
 * follows. Selecting is the parent's job, so the URL can say which tab is open.
 */
export function ProgramTabs({ tabs, selected, onSelect, children }: Props) {
  const { t } = useTranslation('browse');
  const baseId = useId();
  const buttons = useRef(new Map<ProgramTab, HTMLButtonElement>());
  const tabId = (tab: ProgramTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = tabAfterKey(tabs, selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={t('program.tabsLabel')}
        className={styles.tablist}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === selected}
            aria-controls={panelId}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {t(`program.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
