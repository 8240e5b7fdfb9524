/**
 * Rows grouped by a key, each group keeping the rows' order: how a query of several owners'
 * lists (tags of jobs, industries of agents) is handed out to each owner. `Map.groupBy` would
 * do with Node 21; the platform still runs on Node 20.
 */
export function groupBy<T, K, V = T>(
  rows: Iterable<T>,
  keyOf: (row: T) => K,
  itemOf: (row: T) => V = (row) => row as unknown as V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key)
    if (group) group.push(itemOf(row))
    else groups.set(key, [itemOf(row)])
  }
  return groups
}
