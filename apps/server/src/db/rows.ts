/** The rows of a raw `db.execute` result: node-postgres wraps them in `{ rows }`, PGlite may not. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
