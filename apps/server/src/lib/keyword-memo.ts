/**
 * A per-process memo of what keyword search derives from a keyword (its normalised tsquery, the
 * walk-or-index choice from PostgreSQL's estimates; content.search.ts, communities posts search):
 * derived data only, recomputed by any process, so it holds no state of record. Bounded: it empties
 * itself when it reaches `max` keys (5,000 by default).
 */
export function keywordMemo<V>(max = 5000): (key: string, compute: () => Promise<V>) => Promise<V> {
  const values = new Map<string, V>();
  return async (key, compute) => {
    const known = values.get(key);
    if (known !== undefined) return known;
    const value = await compute();
    if (values.size >= max) values.clear();
    values.set(key, value);
    return value;
  };
}
