import Markdown from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';

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

/** A studio-written markdown text (a page item's body, the about page), rendered safely. */
export function SafeMarkdown({ children }: { children: string }) {
  return <Markdown options={markdownOptions}>{children}</Markdown>;
}
