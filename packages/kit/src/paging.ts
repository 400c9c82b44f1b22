// Pages of lists (feeds, libraries, notifications): numbered from 1, a fixed size, `has_more`.
export const PAGE_SIZE = 12;

/** The `page` query parameter: 1 when absent, null when not a whole number from 1 (→ 400). */
export function pageOf(raw: unknown): number | null {
  if (raw === undefined) return 1;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : null;
}

export function pagination(page: number, total: number, size = PAGE_SIZE) {
  return { page, has_more: page * size < total, total };
}
