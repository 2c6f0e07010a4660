import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DIRECT_CHATS_PER_DAY } from '@seedmatch/shared/constants';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { sendChat, submitIdea } from '../../../test/helpers/factories';
import { rowsOf } from '../../db/rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });

/** Everything an investor can read about a founder they wrote to, as one text. */
async function investorView(token: string, founderId: string, roomId: string): Promise<string> {
  const urls = [
    '/api/chat/rooms',
    `/api/chat/messages/${roomId}`,
    `/api/chat/direct/${founderId}`,
    '/api/matches',
    `/api/founders/${founderId}`,
    '/api/ideas/investor/dashboard',
    '/api/investor/summary',
    '/api/investor/shortlist',
    '/api/ideas',
    `/api/ideas/user/${founderId}`,
  ];
  const bodies: string[] = [];
  for (const url of urls) {
    const response = await get(token, url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    bodies.push(response.body);
  }
  return bodies.join('\n');
}

describe('an investor writing to founders', () => {
  it("sees the founder's e-mail nowhere until the founder has replied in that chat", async () => {
    const investor = await signUp(ctx.app, { email: 'harvest-vc@example.com', name: 'Harvey Harvest', role: 'INVESTOR' });
    const founder = await signUp(ctx.app, { email: 'quiet-founder@example.com', name: 'Quinn Quiet' });
    const idea = await submitIdea(ctx.app, founder.token, { title: 'Quiet compost' });
    await ctx.app.inject({ method: 'PUT', url: `/api/investor/shortlist/${idea.id}`, headers: bearer(investor.token) });
    const intro = await sendChat(ctx.app, investor.token, { receiverId: founder.userId, content: 'Hi Quinn, may I have your e-mail?' });
    expect(intro.statusCode).toBe(201);
    const roomId = intro.json().message.chatRoomId;

    expect(await investorView(investor.token, founder.userId, roomId)).not.toContain('quiet-founder@example.com');
    // The founder sees the investor's address: the investor chose to write.
    const founderRooms = (await get(founder.token, '/api/chat/rooms')).json();
    expect(founderRooms[0].participants).toContainEqual({ id: investor.userId, name: 'Harvey Harvest', email: 'harvest-vc@example.com' });

    await sendChat(ctx.app, founder.token, { chatRoomId: roomId, content: 'Happy to talk.' });
    const rooms = (await get(investor.token, '/api/chat/rooms')).json();
    expect(rooms[0].participants).toContainEqual({ id: founder.userId, name: 'Quinn Quiet', email: 'quiet-founder@example.com' });
    const messages = (await get(investor.token, `/api/chat/messages/${roomId}`)).json().messages;
    expect(messages.at(-1).sender).toEqual({ id: founder.userId, name: 'Quinn Quiet', email: 'quiet-founder@example.com' });
    expect((await get(investor.token, `/api/chat/direct/${founder.userId}`)).json().user.email).toBe('quiet-founder@example.com');
    const connections = (await get(investor.token, '/api/matches')).json();
    expect(connections).toContainEqual(
      expect.objectContaining({ kind: 'direct', partnerId: founder.userId, partnerEmail: 'quiet-founder@example.com' }),
    );
  });

  it(`may start ${DIRECT_CHATS_PER_DAY} new chats a day, then gets 429 and no new chat`, async () => {
    const investor = await signUp(ctx.app, { email: 'busy-vc@example.com', name: 'Busy VC', role: 'INVESTOR' });
    const founders = [];
    for (let n = 0; n <= DIRECT_CHATS_PER_DAY; n += 1) {
      founders.push(await signUp(ctx.app, { email: `capped-${n}@example.com`, name: `Capped ${n}` }));
    }
    for (const founder of founders.slice(0, DIRECT_CHATS_PER_DAY)) {
      expect((await sendChat(ctx.app, investor.token, { receiverId: founder.userId, content: 'Hello!' })).statusCode).toBe(201);
    }
    const roomCount = async () =>
      rowsOf<{ n: number }>(await ctx.database.db.execute(sql`select count(*)::int as n from chat_rooms`))[0]!.n;
    const before = await roomCount();
    const refused = await sendChat(ctx.app, investor.token, { receiverId: founders.at(-1)!.userId, content: 'One more?' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 429,
      body: { error: `You can start ${DIRECT_CHATS_PER_DAY} new chats a day. Please try again tomorrow.` },
    });
    expect(await roomCount()).toBe(before);
    expect((await get(founders.at(-1)!.token, '/api/chat/rooms')).json()).toEqual([]);
    // Chats already open go on.
    expect((await sendChat(ctx.app, investor.token, { receiverId: founders[0]!.userId, content: 'Following up' })).statusCode).toBe(201);
  });
});
