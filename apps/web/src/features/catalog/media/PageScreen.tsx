import type { MediaItem } from '@releve/contracts';
import Markdown from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CollapsibleText } from './CollapsibleText';
import styles from './PageScreen.module.css';
import { withoutRepeatedTitle } from './page-markdown';

/** Links inside the app stay in the app; others open as ordinary links. */
function MarkdownLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href}>{children}</Link>;
  return (
    <a href={href} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

/**
 * Markdown without its raw-HTML escape hatch: tags in the text show as text, never as markup, and
 * markdown-to-jsx's own sanitizer drops `javascript:` and other unsafe link targets.
 */
const markdownOptions = {
  disableParsingRawHTML: true,
  forceBlock: true,
  // The page's title is its only h1.
  overrides: { h1: { component: 'h2' }, a: { component: MarkdownLink } },
} as const;

/** A `page` item: its markdown body, or its description when it has none. */
export function PageScreen({ item }: { item: MediaItem }) {
  useDocumentTitle(item.title);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{item.title}</h1>
      {item.markdown ? (
        <div className={styles.body} data-testid="page-markdown">
          <Markdown options={markdownOptions}>{withoutRepeatedTitle(item.markdown, item.title)}</Markdown>
        </div>
      ) : (
        <CollapsibleText text={item.description} className={styles.body} />
      )}
    </article>
  );
}
