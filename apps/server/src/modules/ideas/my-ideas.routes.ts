import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@seedmatch/shared/success';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import {
  IdeaParamsSchema,
  LikerListSchema,
  LikerParamsSchema,
  LikerProfileSchema,
  DUPLICATE_IDEA_TITLE,
  MyIdeaListSchema,
  UpdateIdeaBodySchema,
  UpdateIdeaResultSchema,
} from '@seedmatch/shared/my-ideas';
import type { Db } from '../../db/client';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { perMinute } from '../../lib/route-limit';
import { getLiker, listLikers } from './likes-you.service';
import { founderOnly } from './ideas.service';
import { deleteIdea, listMyIdeas, updateIdea } from './my-ideas.service';

const NOT_MINE = reason("Someone else's idea", 'You can only change your own ideas.');
const NO_SUCH_IDEA = reason('No such idea', 'Idea not found');
const NOT_A_LIKED_FOUNDER = reason('Not a founder', founderOnly('see who likes their ideas'));

/**
 * A founder's own ideas (list, edit, delete) and "Likes you". Liking someone back is an ordinary
 * POST /api/ideas/swipe, so it matches exactly as the deck does.
 */
export async function myIdeasRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['my-ideas'];

  api.get(
    '/api/ideas/mine',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'My ideas',
        response: answers({ 200: MyIdeaListSchema }, { 403: reason('Not a founder', founderOnly('manage ideas')) }),
      },
    },
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
        body: withExample(UpdateIdeaBodySchema, {
          title: 'Shared kitchen booking',
          pitch: 'Book a slot in a shared commercial kitchen in two taps, and split the cost fairly.',
          tags: ['FoodTech'],
        }),
        response: answers(
          { 200: UpdateIdeaResultSchema },
          {
            403: `${reason('Not a founder', founderOnly('edit ideas'))} ${NOT_MINE}`,
            404: NO_SUCH_IDEA,
            409: reason('A title I already use', DUPLICATE_IDEA_TITLE),
          },
        ),
      },
    },
    async (request) => ({ message: 'Idea updated', idea: await updateIdea(db, request.user, request.params.id, request.body) }),
  );

  api.delete(
    '/api/ideas/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete one of my ideas',
        params: IdeaParamsSchema,
        response: answers(
          { 200: SuccessSchema },
          { 403: `${reason('Not a founder', founderOnly('delete ideas'))} ${NOT_MINE}`, 404: NO_SUCH_IDEA },
        ),
      },
    },
    async (request) => {
      await deleteIdea(db, request.user, request.params.id);
      return { success: true as const };
    },
  );

  api.get(
    '/api/ideas/likes-you',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'People who liked my ideas', response: answers({ 200: LikerListSchema }, { 403: NOT_A_LIKED_FOUNDER }) },
    },
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
        response: answers(
          { 200: LikerProfileSchema },
          { 403: NOT_A_LIKED_FOUNDER, 404: reason('Nobody by that id who liked my ideas', 'Person not found') },
        ),
      },
    },
    async (request) => getLiker(db, request.user, request.params.userId),
  );
}
