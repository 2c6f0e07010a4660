import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@seedmatch/shared/success';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import {
  IdeaParamsSchema,
  LikerListSchema,
  LikerParamsSchema,
  LikerProfileSchema,
  MyIdeaListSchema,
  UpdateIdeaBodySchema,
  UpdateIdeaResultSchema,
} from '@seedmatch/shared/my-ideas';
import type { Db } from '../../db/client';
import { answers } from '../../lib/route-contract';
import { perMinute } from '../../lib/route-limit';
import { getLiker, listLikers } from './likes-you.service';
import { deleteIdea, listMyIdeas, updateIdea } from './my-ideas.service';

/**
 * A founder's own ideas (list, edit, delete) and "Likes you". Liking someone back is an ordinary
 * POST /api/ideas/swipe, so it matches exactly as the deck does.
 */
export async function myIdeasRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['my-ideas'];

  api.get(
    '/api/ideas/mine',
    { config: { auth: 'user' }, schema: { tags, summary: 'My ideas', response: answers({ 200: MyIdeaListSchema }) } },
    async (request) => listMyIdeas(db, request.user),
  );

  api.put(
    '/api/ideas/:id',
    {
      config: { auth: 'user', ...perMinute(RATE_LIMITS.ideaSubmit) },
      schema: {
        tags,
        summary: 'Edit one of my ideas',
        params: IdeaParamsSchema,
        body: UpdateIdeaBodySchema,
        response: answers({ 200: UpdateIdeaResultSchema }),
      },
    },
    async (request) => ({ message: 'Idea updated', idea: await updateIdea(db, request.user, request.params.id, request.body) }),
  );

  api.delete(
    '/api/ideas/:id',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Delete one of my ideas', params: IdeaParamsSchema, response: answers({ 200: SuccessSchema }) },
    },
    async (request) => {
      await deleteIdea(db, request.user, request.params.id);
      return { success: true as const };
    },
  );

  api.get(
    '/api/ideas/likes-you',
    { config: { auth: 'user' }, schema: { tags, summary: 'People who liked my ideas', response: answers({ 200: LikerListSchema }) } },
    async (request) => listLikers(db, request.user),
  );

  api.get(
    '/api/ideas/likes-you/:userId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One person who liked my ideas, with their ideas to like back',
        params: LikerParamsSchema,
        response: answers({ 200: LikerProfileSchema }),
      },
    },
    async (request) => getLiker(db, request.user, request.params.userId),
  );
}
