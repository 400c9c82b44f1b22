// GET /api/notifications?page (polled every 30 s by every signed-in person: page 1 comes from the
// store) and POST /api/notifications/read-all.
import { Router } from 'express';
import { HttpError, pageOf, pagination, type ServiceContext } from '@degs/kit';
import { inboxPage, readAll } from '../store';
import type { FirstPages } from '../first-page';

export function publicRoutes(ctx: ServiceContext, pages: FirstPages): Router {
  const router = Router();

  router.get('/api/notifications', ctx.requireSession, async (req, res) => {
    const page = pageOf(req.query.page);
    if (page === null) throw new HttpError(400, 'page must be a whole number from 1');
    const userId: string = res.locals.session.userId;
    const compute = async () => {
      const r = await inboxPage(ctx.db, userId, page);
      return {
        notifications: r.notifications,
        pagination: pagination(page, r.total),
        unread_count: r.unread_count,
      };
    };
    res.set('Cache-Control', 'private, no-store');
    res.json(page === 1 ? await pages.get(userId, compute) : await compute());
  });

  router.post('/api/notifications/read-all', ctx.requireSession, async (_req, res) => {
    await readAll(ctx.db, res.locals.session.userId);
    await pages.forget([res.locals.session.userId]);
    res.json({ success: true, unread_count: 0 });
  });

  return router;
}
