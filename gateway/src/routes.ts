// Which service answers which public path (DESIGN §2). First match wins; /internal/* is never routed.
import type { ServiceName } from '@degs/kit';

export const ROUTES: [RegExp, ServiceName][] = [
  [/^\/api\/auth(\/|$)/, 'auth'],
  [/^\/api\/user(\/me)?$/, 'user'],
  [/^\/api\/users\/[^/]+$/, 'user'],
  [/^\/api\/games\/generate$/, 'generation'],
  [/^\/api\/games\/[^/]+\/status$/, 'generation'],
  [/^\/api\/games\/[^/]+\/like$/, 'social'],
  [/^\/api\/follow$/, 'social'],
  [/^\/api\/notifications(\/read-all)?$/, 'notification'],
  [/^\/api\/transcribe$/, 'media'],
  [/^\/api\/games(\/|$)/, 'game'],
  [/^\/image\/[^/]+$/, 'media'],
];

export function serviceFor(pathname: string): ServiceName | undefined {
  return ROUTES.find(([re]) => re.test(pathname))?.[1];
}
