import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailSettings, MailSettingsSchema, UpdateMailSettingsBodySchema } from '@seedmatch/shared/mail';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { answers, withExample } from '../../lib/route-contract';

/** Which kinds of e-mail the caller gets (docs/decisions/0047); the mails' own links turn one off too. */
export async function mailSettingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const auth = { auth: 'user' } as const;

  api.get(
    '/api/users/me/mail',
    { config: auth, schema: { tags, summary: 'Which kinds of e-mail I get', response: answers({ 200: MailSettingsSchema }) } },
    async (request) => mailSettings(request.user.mailPreferences),
  );

  api.put(
    '/api/users/me/mail',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Turn kinds of e-mail on or off; the others stay as they are',
        body: withExample(UpdateMailSettingsBodySchema, { matches: false }),
        response: answers({ 200: MailSettingsSchema }),
      },
    },
    async (request) => {
      const change = Object.fromEntries(Object.entries(request.body).filter(([, on]) => on !== undefined));
      const [row] = await db
        .update(users)
        .set({ mailPreferences: sql`${users.mailPreferences} || ${JSON.stringify(change)}::jsonb` })
        .where(eq(users.id, request.user.id))
        .returning({ mailPreferences: users.mailPreferences });
      return mailSettings(row!.mailPreferences);
    },
  );
}
