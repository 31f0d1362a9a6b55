/**
 * The page's markdown without a first `# heading` that repeats its title: the page already shows the
 * title as its one h1, and a second copy right under it reads as a mistake.
 */
export function withoutRepeatedTitle(markdown: string, title: string): string {
  const match = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(markdown);
  if (!match || match[1]?.trim().toLowerCase() !== title.trim().toLowerCase()) return markdown;
  return markdown.slice(match[0].length).replace(/^\s+/, '');
}
