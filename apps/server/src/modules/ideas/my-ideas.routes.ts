import type { FastifyInstance } from 'fastify';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { IdeaParamsSchema, LikerParamsSchema, UpdateIdeaBodySchema } from '@seedmatch/shared/my-ideas';
import type { Db } from '../../db/client';
import { perMinute } from '../../lib/route-limit';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../auth/auth-guard';
import { getLiker, listLikers } from './likes-you.service';
import { deleteIdea, listMyIdeas, updateIdea } from './my-ideas.service';

/**
 * A founder's own ideas (list, edit, delete) and "Likes you". Liking someone back is an ordinary
 * POST /api/ideas/swipe, so it matches exactly as the deck does.
 */
export async function myIdeasRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/ideas/mine', async (request) => listMyIdeas(db, await requireUser(db, request)));

  app.put('/api/ideas/:id', { config: perMinute(RATE_LIMITS.ideaSubmit) }, async (request) => {
    const user = await requireUser(db, request);
    const { id } = parseInput(IdeaParamsSchema, request.params);
    const form = parseInput(UpdateIdeaBodySchema, request.body);
    return { message: 'Idea updated', idea: await updateIdea(db, user, id, form) };
  });

  app.delete('/api/ideas/:id', async (request) => {
    const user = await requireUser(db, request);
    const { id } = parseInput(IdeaParamsSchema, request.params);
    await deleteIdea(db, user, id);
    return { success: true };
  });

  app.get('/api/ideas/likes-you', async (request) => listLikers(db, await requireUser(db, request)));

  app.get('/api/ideas/likes-you/:userId', async (request) => {
    const user = await requireUser(db, request);
    const { userId } = parseInput(LikerParamsSchema, request.params);
    return getLiker(db, user, userId);
  });
}
