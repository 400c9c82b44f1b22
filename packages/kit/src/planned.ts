import { Router } from 'express';
import { HttpError } from './errors';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * Registers routes that a later issue builds: they answer 501 `{ error }` so the gateway, the
 * OpenAPI document and the web client can already be wired to them.
 */
export function plannedRoutes(routes: [Method, string][], router: Router = Router()): Router {
  for (const [method, path] of routes) {
    router[method](path, () => {
      throw new HttpError(501, `${method.toUpperCase()} ${path} is not available yet`);
    });
  }
  return router;
}
