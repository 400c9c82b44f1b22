// Text hygiene at the door of every service and the gateway: a NUL or another control character in a
// path, a query or a JSON string is refused with a 400 before any handler or SQL sees it (PostgreSQL
// cannot store NUL in text, and nothing a person types needs the others).
import type { RequestHandler } from 'express';
import { hasAnyControl, hasControl } from '@degs/rules';
import { HttpError } from '../errors';

const CONTROL_IN_URL = 'The address must not contain control characters';
const CONTROL_IN_BODY = 'Text must not contain control characters (other than tab and newline)';

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The first problem with the URL: an undecodable escape or a control character, else null. */
export function urlProblem(url: string): string | null {
  const q = url.indexOf('?');
  const parts = [q < 0 ? url : url.slice(0, q), ...(q < 0 ? [] : url.slice(q + 1).split(/[&=]/))];
  for (const part of parts) {
    const text = decoded(part);
    if (text === null) return 'The address is not correctly encoded';
    if (hasAnyControl(text)) return CONTROL_IN_URL;
  }
  return null;
}

/** Whether any string (value or key) in a parsed JSON body holds a control character. */
export function jsonHasControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControl(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => jsonHasControl(v, depth + 1));
  return Object.entries(value).some(([k, v]) => hasControl(k) || jsonHasControl(v, depth + 1));
}

export const urlHygiene: RequestHandler = (req, _res, next) => {
  const problem = urlProblem(req.originalUrl);
  next(problem ? new HttpError(400, problem) : undefined);
};

export const bodyHygiene: RequestHandler = (req, _res, next) => {
  next(jsonHasControl(req.body) ? new HttpError(400, CONTROL_IN_BODY) : undefined);
};
