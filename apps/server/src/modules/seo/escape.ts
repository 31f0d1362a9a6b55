const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute value or element text (titles come from studio staff). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

/** Escapes text for XML element content and attributes (sitemap URLs). */
export const escapeXml = escapeHtml;

/**
 * JSON for a `<script type="application/ld+json">` block. `<` becomes \u003c so no value can close
 * the script (`</script>`) or open a comment; U+2028/2029 are escaped for old JavaScript parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
