import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './Page.module.css';

interface Props {
  title: string;
  /** Leave the tab title as the bare site name (home). */
  bareTitle?: boolean;
  children?: ReactNode;
}

/** A page's heading and tab title; every routed page starts with one. */
export function Page({ title, bareTitle, children }: Props) {
  useDocumentTitle(bareTitle ? undefined : title);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </div>
  );
}
