import { escapeHtml } from './escape';

/**
 * The SPA's index.html cut where a page's head goes. Its own `<title>` and description are taken out
 * (the page's replace them), so each render is two string joins.
 */
export interface HtmlTemplate {
  before: string;
  after: string;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

export function prepareTemplate(indexHtml: string): HtmlTemplate {
  const html = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '');
  let cut = html.search(/<\/head>/i);
  if (cut === -1) {
    // A template without a head (a bare test page): right after the doctype, where parsers still
    // put title and meta tags into the head.
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
    cut = doctype ? doctype[0].length : 0;
  }
  return { before: html.slice(0, cut), after: html.slice(cut) };
}

/** index.html with the page's title and head tags (already escaped) in place. */
export function renderPageHtml(template: HtmlTemplate, title: string, headTags: string): string {
  return `${template.before}<title>${escapeHtml(title)}</title>\n    ${headTags}\n  ${template.after}`;
}
