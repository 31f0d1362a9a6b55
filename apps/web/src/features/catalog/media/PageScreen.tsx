import type { MediaItem } from '@releve/contracts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CollapsibleText } from './CollapsibleText';
import styles from './PageScreen.module.css';
import { withoutRepeatedTitle } from './page-markdown';
import { SafeMarkdown } from './SafeMarkdown';

/** A `page` item: its markdown body, or its description when it has none. */
export function PageScreen({ item }: { item: MediaItem }) {
  useDocumentTitle(item.title);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{item.title}</h1>
      {item.markdown ? (
        <div className={styles.body} data-testid="page-markdown">
          <SafeMarkdown>{withoutRepeatedTitle(item.markdown, item.title)}</SafeMarkdown>
        </div>
      ) : (
        <CollapsibleText text={item.description} className={styles.body} />
      )}
    </article>
  );
}
