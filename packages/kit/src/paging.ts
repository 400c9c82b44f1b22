// Pages of lists (feeds, libraries, notifications): numbered from 1, a fixed size, `has_more`.
export const PAGE_SIZE = 12;

export const MAX_PAGE = 10_000;

/** The `page` query parameter: 1 when absent, null when not written as a whole number 1..MAX_PAGE (→ 400). */
export function pageOf(raw: unknown): number | null {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_PAGE ? n : null;
}

export function pagination(page: number, total: number, size = PAGE_SIZE) {
  return { page, has_more: page * size < total, total };
}
