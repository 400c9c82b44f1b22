import { Router, type Request, type Response } from 'express';
import { HttpError, type ServiceContext } from '@degs/kit';
import { getAsset, KV_KEY, type AssetKind } from '../store';
import { AssetCache, type CachedAsset } from '../cache';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The sandbox every game page runs in: scripts yes, same-origin never, nothing fetched from outside. */
export function playCsp(appOrigin: string): string {
  return [
    'sandbox allow-scripts allow-pointer-lock',
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'media-src data: blob:',
    'font-src data:',
    `frame-ancestors ${appOrigin}`,
  ].join('; ');
}

function send(req: Request, res: Response, asset: CachedAsset): void {
  res.set({
    'Cache-Control': IMMUTABLE,
    ETag: asset.etag,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  });
  if (req.fresh || req.header('if-none-match') === asset.etag) {
    res.status(304).end();
    return;
  }
  res.type(asset.contentType);
  const encoding = asset.gzipped ? req.acceptsEncodings('br', 'gzip') : false;
  if (encoding === 'br' && asset.brotli) {
    res.set('Content-Encoding', 'br').send(asset.brotli);
  } else if (encoding === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(asset.gzipped);
  } else {
    res.send(asset.body);
  }
}

export function publicRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const cache = new AssetCache();
  const serve = (kind: AssetKind, ext: string, notFound: string) => async (req: Request, res: Response) => {
    const m = new RegExp(`^(.+)\\.${ext}$`).exec(String(req.params.file));
    if (!m || !KV_KEY.test(m[1])) throw new HttpError(404, notFound);
    const key = `${kind}:${m[1]}`;
    let asset = cache.get(key);
    if (!asset) {
      const stored = await getAsset(ctx.db, m[1], kind);
      if (!stored) throw new HttpError(404, notFound);
      asset = cache.set(key, stored, kind === 'html');
    }
    if (kind === 'html') res.set('Content-Security-Policy', playCsp(ctx.config.appOrigin));
    else res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    send(req, res, asset);
  };
  router.get('/play/:file', serve('html', 'html', 'Game not found'));
  router.get('/image/:file', serve('cover', 'webp', 'Image not found'));
  return router;
}
