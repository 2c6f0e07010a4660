import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { openDatabase, type Database } from './db/client';
import { openTestDatabase } from '../test/helpers/test-database';
import { freePort, ServerProcess } from '../test/helpers/server-process';
import { eq } from 'drizzle-orm';
import { referralPoints, users } from './db/schema/index';
import { seedIdea, seedMatch, seedPerson, seedSession, type Person } from '../test/helpers/seed-people';

/** PGlite in a folder by default; PostgreSQL when TEST_DATABASE_URL is set (CI runs both). */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: Database;
let env: Record<string, string>;
let dataDir: string | undefined;

async function openStore(): Promise<Database> {
  if (onPostgres) return openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-faults-'));
  return openDatabase({ dataDir });
}

let server: ServerProcess;
let ada: Person, ben: Person, cleo: Person, dan: Person, vera: Person, eve: Person, leaver: Person;
let newcomer: { token: string };
let unmatcher: Person;
let roomAB: string, roomCD: string, benIdea: string, cleoIdea: string;

beforeAll(async () => {
  database = await openStore();
  ada = await seedPerson(database.db, 'Ada');
  ben = await seedPerson(database.db, 'Ben');
  cleo = await seedPerson(database.db, 'Cleo');
  dan = await seedPerson(database.db, 'Dan');
  vera = await seedPerson(database.db, 'Vera', 'INVESTOR');
  roomAB = await seedMatch(database.db, ada, ben);
  roomCD = await seedMatch(database.db, cleo, dan);
  benIdea = await seedIdea(database.db, ben, 'Ben idea');
  cleoIdea = await seedIdea(database.db, cleo, 'Cleo idea');
  eve = await seedPerson(database.db, 'Eve');
  newcomer = await seedSession(database.db, 'Newcomer');
  leaver = await seedPerson(database.db, 'Leaver');
  const [frank, gina] = [await seedPerson(database.db, 'Frank'), await seedPerson(database.db, 'Gina')];
  unmatcher = frank;
  await seedMatch(database.db, frank, gina);
  // Eve has earned enough referral points to claim the sticker pack.
  for (const friendName of ['F1', 'F2', 'F3', 'F4']) {
    const friend = await seedPerson(database.db, friendName);
    await database.db.update(users).set({ referredById: eve.id }).where(eq(users.id, friend.id));
    await database.db.insert(referralPoints).values({ referrerId: eve.id, friendId: friend.id, event: 'joined', points: 25 });
  }
  const url = (database as Database & { url?: string }).url;
  env = { DEMO_DATA: 'off', RATE_LIMIT_SCALE: '1000', TEST_CLOCK: 'on', ...(onPostgres ? { DATABASE_URL: url! } : { DATA_DIR: dataDir! }) };
  if (!onPostgres) await database.close();
  server = new ServerProcess(await freePort(), env);
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (onPostgres) await database.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const api = (token: string, method: string, url: string, body?: unknown) =>
  fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('durability: a write answered 2xx survives SIGKILL', () => {
  const cases: { name: string; write: () => Promise<Response>; check: () => Promise<void> }[] = [
    {
      name: 'POST /api/ideas/submit',
      write: () => api(ada.token, 'POST', '/api/ideas/submit', { title: 'Durable idea', pitch: 'It must survive a crash.', tags: ['Ops'] }),
      check: async () =>
        expect((await (await api(vera.token, 'GET', `/api/ideas/user/${ada.id}`)).json()).map((i: { title: string }) => i.title)).toContain(
          'Durable idea',
        ),
    },
    {
      name: 'POST /api/ideas/swipe',
      write: () => api(ada.token, 'POST', '/api/ideas/swipe', { ideaId: benIdea, direction: 'RIGHT' }),
      check: async () => expect((await (await api(ada.token, 'GET', '/api/user/stats')).json()).ideasSwipedCount).toBe(1),
    },
    {
      name: 'POST /api/chat/send',
      write: () => api(ada.token, 'POST', '/api/chat/send', { chatRoomId: roomAB, content: 'Durable message', clientId: 'durable-1' }),
      check: async () =>
        expect(
          (await (await api(ben.token, 'GET', `/api/chat/messages/${roomAB}`)).json()).messages.map((m: { content: string }) => m.content),
        ).toContain('Durable message'),
    },
    {
      name: 'POST /api/chat/messages/read',
      write: () => api(ben.token, 'POST', '/api/chat/messages/read', { roomId: roomAB }),
      check: async () => expect((await (await api(ben.token, 'GET', '/api/chat/unread-count')).json()).count).toBe(0),
    },
    {
      name: 'PUT /api/users/me',
      write: () => api(ada.token, 'PUT', '/api/users/me', { bio: 'Survives crashes' }),
      check: async () => expect((await (await api(ada.token, 'GET', '/api/users/me')).json()).bio).toBe('Survives crashes'),
    },
    {
      name: 'POST /api/challenges/{id}/join',
      write: async () => {
        const challenge = await (await api(cleo.token, 'GET', '/api/challenges/current')).json();
        return api(cleo.token, 'POST', `/api/challenges/${challenge.id}/join`);
      },
      check: async () => expect((await (await api(cleo.token, 'GET', '/api/challenges/current')).json()).me.joined).toBe(true),
    },
    {
      name: 'PUT /api/investor/shortlist/{id}',
      write: () => api(vera.token, 'PUT', `/api/investor/shortlist/${benIdea}`),
      check: async () => expect((await (await api(vera.token, 'GET', '/api/investor/shortlist')).json()).itemIds).toEqual([benIdea]),
    },
    {
      name: 'POST /api/challenges/{id}/submit',
      write: async () => {
        const challenge = await (await api(cleo.token, 'GET', '/api/challenges/current')).json();
        await api(cleo.token, 'POST', '/api/test/clock', { minutes: 31 });
        return api(cleo.token, 'POST', `/api/challenges/${challenge.id}/submit`, {
          ideaId: cleoIdea,
          githubUrl: 'https://github.com/cleo/mvp',
        });
      },
      check: async () =>
        expect((await (await api(cleo.token, 'GET', '/api/challenges/current')).json()).me.submission.githubUrl).toBe(
          'https://github.com/cleo/mvp',
        ),
    },
    {
      name: 'POST /api/challenges/{id}/leave',
      write: async () => {
        const challenge = await (await api(dan.token, 'GET', '/api/challenges/current')).json();
        await api(dan.token, 'POST', `/api/challenges/${challenge.id}/join`);
        return api(dan.token, 'POST', `/api/challenges/${challenge.id}/leave`);
      },
      check: async () => expect((await (await api(dan.token, 'GET', '/api/challenges/current')).json()).me.joined).toBe(false),
    },
    {
      name: 'POST /api/referrals/rewards/{id}/claim',
      write: () => api(eve.token, 'POST', '/api/referrals/rewards/sticker-pack/claim'),
      check: async () => expect((await (await api(eve.token, 'GET', '/api/referrals/rewards')).json())[0].claimed).toBe(true),
    },
    {
      name: 'POST /api/reports',
      write: () => api(eve.token, 'POST', '/api/reports', { userId: leaver.id, reason: 'spam', details: 'durable report' }),
      check: async () =>
        expect((await (await api(eve.token, 'GET', '/api/users/me/export')).json()).reportsMade[0].details).toBe('durable report'),
    },
    {
      name: 'DELETE /api/investor/shortlist/{id}',
      write: () => api(vera.token, 'DELETE', `/api/investor/shortlist/${benIdea}`),
      check: async () => expect((await (await api(vera.token, 'GET', '/api/investor/shortlist')).json()).itemIds).toEqual([]),
    },
    {
      name: 'POST /api/auth/create-user',
      write: () => api(newcomer.token, 'POST', '/api/auth/create-user', { role: 'INVESTOR' }),
      check: async () => expect((await (await api(newcomer.token, 'GET', '/api/users/me')).json()).role).toBe('INVESTOR'),
    },
    {
      name: 'POST /api/auth/logout',
      write: () => api(newcomer.token, 'POST', '/api/auth/logout'),
      check: async () => expect((await api(newcomer.token, 'GET', '/api/users/me')).status).toBe(401),
    },
    {
      name: 'DELETE /api/users/me',
      write: () => api(leaver.token, 'DELETE', '/api/users/me', { confirm: 'DELETE' }),
      check: async () => expect((await api(leaver.token, 'GET', '/api/users/me')).status).toBe(401),
    },
    {
      name: 'DELETE /api/users/{id}/block',
      write: async () => {
        await api(eve.token, 'POST', `/api/users/${ben.id}/block`);
        return api(eve.token, 'DELETE', `/api/users/${ben.id}/block`);
      },
      check: async () => expect(await (await api(eve.token, 'GET', '/api/blocks')).json()).toEqual([]),
    },
    {
      name: 'DELETE /api/matches/{id}',
      write: async () => {
        const [match] = await (await api(unmatcher.token, 'GET', '/api/matches')).json();
        return api(unmatcher.token, 'DELETE', `/api/matches/${match.id}`);
      },
      check: async () => expect(await (await api(unmatcher.token, 'GET', '/api/matches')).json()).toEqual([]),
    },
    {
      name: 'POST /api/users/{id}/block',
      write: () => api(dan.token, 'POST', `/api/users/${vera.id}/block`),
      check: async () =>
        expect((await (await api(dan.token, 'GET', '/api/blocks')).json()).map((b: { id: string }) => b.id)).toEqual([vera.id]),
    },
  ];

  it.each(cases)(
    '$name',
    async ({ write, check }) => {
      const response = await write();
      expect(response.status).toBeLessThan(300);
      await server.kill();
      await server.start();
      await check();
    },
    60_000,
  );
});

type Client = { person: Person; roomId: string; socket: Socket; seen: Set<string>; lastSeq: number };

describe('chat under faults', () => {
  it('stores every acknowledged message exactly once and every client shows it once, across two SIGKILLs', async () => {
    const pairs: [Person, string][] = [
      [ada, roomAB],
      [ben, roomAB],
      [cleo, roomCD],
      [dan, roomCD],
    ];
    const clients: Client[] = pairs.map(([person, roomId]) => {
      const client: Client = {
        person,
        roomId,
        seen: new Set(),
        lastSeq: 0,
        socket: io(server.url, {
          auth: { token: person.token },
          transports: ['websocket'],
          reconnectionDelay: 100,
          reconnectionDelayMax: 300,
        }),
      };
      const remember = (m: { id: string; seq: number; chatRoomId: string }) => {
        if (m.chatRoomId !== roomId) return;
        client.seen.add(m.id);
        client.lastSeq = Math.max(client.lastSeq, m.seq);
      };
      // Once in the room (the join's ack), at first and after every reconnect: the newest page, merged by id,
      // retrying as the app does (use-room-socket joinRoom, use-conversation catchUp).
      client.socket.on('connect', () => {
        client.socket.emit('join:chat', { roomId }, async () => {
          for (let attempt = 0; attempt < 20; attempt += 1) {
            const page = await api(person.token, 'GET', `/api/chat/messages/${roomId}?limit=100`)
              .then((r) => (r.ok ? r.json() : null))
              .catch(() => null);
            if (page) return page.messages.forEach(remember);
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        });
      });
      client.socket.on('chat:message', remember);
      return client;
    });

    const acknowledged = new Map<string, string>();
    let attempts = 0;
    const sendAll = async (client: Client, count: number) => {
      for (let i = 0; i < count; i += 1) {
        const clientId = `fault-${client.person.name}-${i}-${randomUUID().slice(0, 8)}`;
        for (;;) {
          attempts += 1;
          const response = await api(client.person.token, 'POST', '/api/chat/send', {
            chatRoomId: client.roomId,
            content: `${client.person.name} #${i}`,
            clientId,
          }).catch(() => null);
          if (response && response.status < 300) {
            acknowledged.set(clientId, client.roomId);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    };
    const total = clients.length * 15;

    const sending = Promise.all(clients.map((client) => sendAll(client, 15)));
    // Crash while the clients are mid-stream: after a third, and after two thirds, of the messages.
    for (const share of [1 / 3, 2 / 3]) {
      while (acknowledged.size < total * share) await new Promise((resolve) => setTimeout(resolve, 10));
      await server.kill();
      await server.start();
    }
    await sending;
    await new Promise((resolve) => setTimeout(resolve, 1500));

    for (const roomId of [roomAB, roomCD]) {
      const history = await (await api(roomId === roomAB ? ada.token : cleo.token, 'GET', `/api/chat/messages/${roomId}?limit=100`)).json();
      const stored = history.messages.filter((m: { clientId: string }) => m.clientId?.startsWith('fault-'));
      const expected = [...acknowledged]
        .filter(([, room]) => room === roomId)
        .map(([id]) => id)
        .sort();
      expect(stored.map((m: { clientId: string }) => m.clientId).sort()).toEqual(expected);
      for (const client of clients.filter((c) => c.roomId === roomId)) {
        const page = await (await api(client.person.token, 'GET', `/api/chat/messages/${roomId}?after=${client.lastSeq}&limit=100`)).json();
        // What a client holds is merged by id (mergeMessages), so completeness is what can go wrong.
        page.messages.forEach((m: { id: string }) => client.seen.add(m.id));
        const missing = stored.filter((m: { id: string }) => !client.seen.has(m.id));
        expect(missing).toEqual([]);
      }
    }
    clients.forEach((client) => client.socket.disconnect());
    expect(attempts).toBeGreaterThan(acknowledged.size);
    console.log(
      `chat under faults: ${acknowledged.size} messages acknowledged and stored once each, ${attempts} send attempts, 2 SIGKILLs`,
    );
  }, 120_000);
});
