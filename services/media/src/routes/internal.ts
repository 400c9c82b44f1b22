import express, { Router } from 'express';
import { HttpError, type ServiceContext } from '@degs/kit';
import { getAsset, KV_KEY, putAsset, type AssetKind } from '../store';

const KINDS: AssetKind[] = ['html', 'cover'];

/** Called by the generation service to store a finished game's page and cover. */
export function internalRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.put(
    '/internal/assets/:kvKey/:kind',
    ctx.requireService,
    express.raw({ type: () => true, limit: '5mb' }),
    async (req, res) => {
      const { kvKey, kind } = req.params as { kvKey: string; kind: AssetKind };
      if (!KV_KEY.test(kvKey)) throw new HttpError(400, 'Invalid kv_key');
      if (!KINDS.includes(kind)) throw new HttpError(400, 'Unknown asset kind');
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new HttpError(400, 'Empty asset body');
      const created = await putAsset(ctx.db, kvKey, kind, req.body);
      res.status(created ? 201 : 200).json({ created });
    },
  );
  router.get('/internal/assets/:kvKey/:kind', ctx.requireService, async (req, res) => {
    const { kvKey, kind } = req.params as { kvKey: string; kind: AssetKind };
    if (!KV_KEY.test(kvKey) || !KINDS.includes(kind)) throw new HttpError(404, 'Asset not found');
    const asset = await getAsset(ctx.db, kvKey, kind);
    if (!asset) throw new HttpError(404, 'Asset not found');
    res.type(asset.contentType).send(asset.body);
  });

  return router;
}
