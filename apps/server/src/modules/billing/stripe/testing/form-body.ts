/** A value of a decoded Stripe request: strings, as sent, nested by the brackets of their keys. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Decodes what the Stripe SDK sends (application/x-www-form-urlencoded bodies and query strings) into
 * the nested shape it was encoded from: `line_items[0][price_data][currency]=usd` becomes
 * `{ line_items: [{ price_data: { currency: 'usd' } }] }`. Values stay strings.
 */
export function decodeForm(encoded: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = [
      key.replace(/\[.*$/, ''),
      ...[...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? ''),
    ];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1] ?? '');
      const slot = Array.isArray(node) && segment === '' ? node.length : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
