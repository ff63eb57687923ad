/**
 * Rows are named by positive integer ids in paths and forms (a PostgreSQL `serial`, so at most 2^31 - 1); anything
 * else names no row. The one parser for every area.
 */
export function parseId(raw: unknown): number | null {
  const text = typeof raw === "number" ? String(raw) : raw;
  if (typeof text !== "string" || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
