import { gzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { HttpError, type ServiceContext } from '@degs/kit';
import { getAsset, KV_KEY, type Asset, type AssetKind } from '../assets';

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

function send(req: Request, res: Response, asset: Asset, compress: boolean): void {
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
  if (compress && req.acceptsEncodings('gzip') === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(gzipSync(asset.body));
  } else {
    res.send(asset.body);
  }
}

export function publicRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const serve = (kind: AssetKind, ext: string, notFound: string) => async (req: Request, res: Response) => {
    const m = new RegExp(`^(.+)\\.${ext}$`).exec(String(req.params.file));
    if (!m || !KV_KEY.test(m[1])) throw new HttpError(404, notFound);
    const asset = await getAsset(ctx.db, m[1], kind);
    if (!asset) throw new HttpError(404, notFound);
    if (kind === 'html') res.set('Content-Security-Policy', playCsp(ctx.config.appOrigin));
    else res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    send(req, res, asset, kind === 'html');
  };
  router.get('/play/:file', serve('html', 'html', 'Game not found'));
  router.get('/image/:file', serve('cover', 'webp', 'Image not found'));
  return router;
}
