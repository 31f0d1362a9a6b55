import { stylingProperties, validateAppConfig } from '@releve/contracts';

/**
 * The studio's colours and card shape on the page's `<html>`, as the web app sets them once it runs
 * (`applyStyling`): written by the server, the page paints in the studio's colours from the start,
 * rather than in the defaults of tokens.css until the scripts have run. Only from a config that
 * passes the same strict validation as the web app's (colours are `#rrggbb`, the shape one of a
 * list), so nothing else can reach the attribute.
 */

/** The last config body read and its style: a config changes rarely, pages are asked for often. */
let last: { body: string; style: string } | undefined;

/** `--color-background:#fbf7f4;…` for the config answer's body; empty without one, or when it is invalid. */
export function htmlStyleOf(configBody: string | undefined): string {
  if (!configBody) return '';
  if (last?.body !== configBody) {
    let style = '';
    try {
      const validation = validateAppConfig(JSON.parse(configBody));
      if (validation.ok && validation.config)
        style = stylingProperties(validation.config.styling)
          .flatMap(([name, value]) => (value ? [`${name}:${value}`] : []))
          .join(';');
    } catch {
      // Not JSON: the web app shows the config's error page; the page keeps the defaults.
    }
    last = { body: configBody, style };
  }
  return last.style;
}

/** The page's `<html>` tag with the style (a page without one, or no style, as it is). */
export function withHtmlStyle(html: string, style: string): string {
  if (!style) return html;
  return html.replace(
    /<html\b([^>]*)>/i,
    (_tag, attributes: string) => `<html${attributes} style="${style}">`,
  );
}
