/**
 * Optimal string alignment distance: letters inserted, deleted, changed, or two neighbours swapped
 * ("adagoi" is 1 from "adagio", "wrk" 1 from "work"). Gives up (Infinity) beyond `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Number.POSITIVE_INFINITY;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const above = rows[i - 1] as number[];
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + change,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  const distance = (rows[a.length] as number[])[b.length] as number;
  return distance > max ? Number.POSITIVE_INFINITY : distance;
}

/** How many typos a word may carry: 1 up to 4 letters, 2 beyond. */
export const allowedTypos = (word: string) => (word.length <= 4 ? 1 : 2);
