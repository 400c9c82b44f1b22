// Every route a service serves publicly is described in docs/openapi.yaml, the gateway sends it to
// the service that owns it, and every documented path is one the gateway serves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Router } from 'express';
import type { ServiceContext } from '@degs/kit';
import { serviceFor } from '@degs/gateway';
import { SERVICES } from '@degs/embedded/src/launcher';
import {
  BIO_MAX,
  HANDLE_PATTERN,
  NO_CONTROL_PATTERN,
  USERNAME_PATTERN,
  VISIBLE_PATTERN,
  WEBSITE_PATTERN,
} from '@degs/rules';
import { EMAIL_PATTERN } from '@degs/service-auth/src/domain/email';
import { MAX_PROMPT } from '@degs/service-generation/src/routes/public';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function routesOf(router: Router): [string, string][] {
  const out: [string, string][] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const m of Object.keys(layer.route.methods)) out.push([m, layer.route.path]);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return out;
}

// Building routers only wires handlers; nothing on the context is called until a request comes.
const ctx = new Proxy(
  {},
  { get: () => (_req: unknown, _res: unknown, next: () => void) => next() },
) as ServiceContext;
const doc = parse(readFileSync(join(__dirname, '../../docs/openapi.yaml'), 'utf8'));
const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const concrete = (path: string) => path.replace(/:(\w+)/g, 'abcdefgh12').replace('{file}', 'abcdefgh12.x');

const publicRoutes = SERVICES.flatMap((def) =>
  routesOf(def.routes(ctx))
    .filter(([, path]) => /^\/(api|image|play)\//.test(path))
    .map(([method, path]) => ({ service: def.name, method, path })),
);

test('the services serve public routes', () => {
  expect(publicRoutes.length).toBeGreaterThanOrEqual(25);
});

test.each(publicRoutes.map((r) => [r.method.toUpperCase(), r.path, r.service]))(
  '%s %s (%s) is documented and routed to its service',
  (method, path, service) => {
    expect(doc.paths[toOpenApi(path)]?.[method.toLowerCase()]).toBeDefined();
    if (path.startsWith('/play/'))
      expect(serviceFor(concrete(path))).toBeUndefined(); // play origin only
    else expect(serviceFor(concrete(path))).toBe(service);
  },
);

test('every documented path is served', () => {
  const served = new Set(publicRoutes.map((r) => `${r.method} ${toOpenApi(r.path)}`));
  const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
    ([p, ops]) =>
      Object.keys(ops)
        .filter((k) => ['get', 'post', 'patch', 'put', 'delete'].includes(k))
        .map((m) => `${m} ${p}`),
  );
  expect(documented.filter((d) => !served.has(d))).toEqual([]);
});

describe('the document states the rules the server applies', () => {
  const schemas = doc.components.schemas;
  test('text, prompt and profile patterns are the server’s own', () => {
    expect(schemas.Text.pattern).toBe(NO_CONTROL_PATTERN);
    expect(schemas.Prompt.allOf.map((p: { pattern: string }) => p.pattern)).toEqual([
      NO_CONTROL_PATTERN,
      VISIBLE_PATTERN,
    ]);
    expect(schemas.Prompt.maxLength).toBe(MAX_PROMPT);
    expect(schemas.Username.pattern).toBe(USERNAME_PATTERN);
    expect(schemas.Handle.pattern).toBe(HANDLE_PATTERN);
    expect(schemas.Website.pattern).toBe(WEBSITE_PATTERN);
    const patch = doc.paths['/api/user'].patch.requestBody.content['application/json'].schema.properties;
    expect([patch.bio.maxLength, patch.bio.pattern]).toEqual([BIO_MAX, NO_CONTROL_PATTERN]);
    const link = doc.paths['/api/auth/email/magic-link'].post.requestBody.content['application/json'].schema;
    expect(link.properties.email.pattern).toBe(EMAIL_PATTERN.source);
  });
});
