// GET /api/notifications?page (polled every 30 s by every signed-in person: page 1 is a few index
// lookups) and POST /api/notifications/read-all.
import { Router } from 'express';
import { HttpError, pageOf, pagination, type ServiceContext } from '@degs/kit';
import { inboxPage, readAll } from '../store';

export function publicRoutes(ctx: ServiceContext): Router {
  const router = Router();

  router.get('/api/notifications', ctx.requireSession, async (req, res) => {
    const page = pageOf(req.query.page);
    if (page === null) throw new HttpError(400, 'page must be a whole number from 1');
    const r = await inboxPage(ctx.db, res.locals.session.userId, page);
    res.set('Cache-Control', 'private, no-store');
    res.json({
      notifications: r.notifications,
      pagination: pagination(page, r.total),
      unread_count: r.unread_count,
    });
  });

  router.post('/api/notifications/read-all', ctx.requireSession, async (_req, res) => {
    await readAll(ctx.db, res.locals.session.userId);
    res.json({ success: true, unread_count: 0 });
  });

  return router;
}
