import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DeckFilter } from '@seedmatch/shared/deck';
import { ideas } from '../../src/db/schema/index';
import type { TestContext } from './test-app';
import { bearer, signUp } from './sign-in';
import { deck, submitIdea, swipe } from './factories';

// The deck's property test (ideas/deck.test.ts): random interleavings of what founders do, checked against
// a model of who may be served what. Every deck read must answer min(limit, servable) ideas, all of them
// servable, so the deck is empty only when nothing servable is left, and nothing is served twice.

// 'AI,Climate' is one tag: a filter of it and one of AI and Climate must not share a resume point.
const TAGS = ['AI', 'Climate', 'Health', 'AI,Climate'];
const SKILLS = [['AI'], ['Climate', 'Health'], []];

type Founder = { token: string; userId: string; skillKeys: string[] };
type ModelIdea = { id: string; owner: number; tagKeys: string[] };
type Direction = 'LEFT' | 'RIGHT';

export type DeckAction =
  | { kind: 'submit'; by: number; tags: string[] }
  | { kind: 'swipe'; by: number; pick: number; direction: Direction }
  | { kind: 'read'; by: number; limit: number }
  | { kind: 'swipeTop'; by: number; direction: Direction }
  | { kind: 'undo'; by: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'edit'; pick: number; tags: string[] }
  | { kind: 'block'; by: number; other: number }
  | { kind: 'unblock'; by: number; other: number }
  | { kind: 'filter'; by: number; filter: DeckFilter };

const founder = fc.nat({ max: SKILLS.length - 1 });
const direction = fc.constantFrom<Direction>('LEFT', 'RIGHT');
const filter = fc.oneof(
  fc.constant<DeckFilter>({ mode: 'all' }),
  fc.constant<DeckFilter>({ mode: 'interests' }),
  fc.subarray(TAGS, { minLength: 1 }).map((tags): DeckFilter => ({ mode: 'tags', tags })),
);

/** One thing a founder (or the database, for deletions) does. */
export const deckAction: fc.Arbitrary<DeckAction> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('submit' as const), by: founder, tags: fc.subarray(TAGS) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('swipe' as const), by: founder, pick: fc.nat(), direction }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('read' as const), by: founder, limit: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('swipeTop' as const), by: founder, direction }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const), by: founder }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), tags: fc.subarray(TAGS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('block' as const), by: founder, other: founder }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unblock' as const), by: founder, other: founder }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('filter' as const), by: founder, filter }) },
);

/** The founders of the scenarios, with different skills so "my skills and interests" differs between them. */
export async function signUpDeckFounders(ctx: TestContext): Promise<Founder[]> {
  const founders: Founder[] = [];
  for (const [i, skills] of SKILLS.entries()) {
    const person = await signUp(ctx.app, { email: `deck-model-${i}@example.com`, name: `Deck Model ${i}` });
    await ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(person.token), payload: { skills } });
    founders.push({ ...person, skillKeys: skills.map((skill) => skill.toLowerCase()) });
  }
  return founders;
}

/** Runs `steps` from an empty deck, then lets every founder swipe through the rest of theirs. */
export async function runDeckScenario(ctx: TestContext, founders: Founder[], steps: DeckAction[]): Promise<void> {
  await ctx.database.db.execute(sql`delete from ideas`);
  await ctx.database.db.execute(sql`delete from blocks`);
  await ctx.database.db.execute(sql`update users set deck_filter = '{"mode":"all"}'`);
  const model = new DeckModel(ctx, founders);
  for (const step of steps) await model.apply(step);
  for (const by of founders.keys()) await model.drain(by);
}

class DeckModel {
  private ideas: ModelIdea[] = [];
  private swiped: Set<string>[];
  /** Each founder's latest swipe: the only one Undo may take back. */
  private lastSwipe: ({ id: string; direction: Direction } | null)[];
  private onScreen: string[][];
  private blocks = new Set<string>();
  private filters: DeckFilter[];

  constructor(
    private readonly ctx: TestContext,
    private readonly founders: Founder[],
  ) {
    this.swiped = founders.map(() => new Set());
    this.lastSwipe = founders.map(() => null);
    this.onScreen = founders.map(() => []);
    this.filters = founders.map(() => ({ mode: 'all' }));
  }

  private visible(by: number, idea: ModelIdea): boolean {
    return !this.blocks.has(`${by}:${idea.owner}`) && !this.blocks.has(`${idea.owner}:${by}`);
  }

  private matchesFilter(by: number, idea: ModelIdea): boolean {
    const chosen = this.filters[by]!;
    if (chosen.mode === 'all') return true;
    const keys = chosen.mode === 'interests' ? this.founders[by]!.skillKeys : chosen.tags.map((tag) => tag.toLowerCase());
    return idea.tagKeys.some((key) => keys.includes(key));
  }

  private servable(by: number): Set<string> {
    const ok = (idea: ModelIdea) =>
      idea.owner !== by &&
      !this.swiped[by]!.has(idea.id) &&
      !this.onScreen[by]!.includes(idea.id) &&
      this.visible(by, idea) &&
      this.matchesFilter(by, idea);
    return new Set(this.ideas.filter(ok).map((idea) => idea.id));
  }

  private find(id: string | undefined): ModelIdea | undefined {
    return this.ideas.find((idea) => idea.id === id);
  }

  private async swipe(by: number, idea: ModelIdea, dir: Direction): Promise<void> {
    const response = await swipe(this.ctx.app, this.founders[by]!.token, idea.id, dir);
    expect(response.statusCode, response.body).toBe(200);
    this.swiped[by]!.add(idea.id);
    this.lastSwipe[by] = { id: idea.id, direction: dir };
    this.onScreen[by] = this.onScreen[by]!.filter((id) => id !== idea.id);
  }

  /** A deck read as the app makes it (leaving out what is on screen), checked against the model. */
  private async read(by: number, limit: number): Promise<string[]> {
    const servable = this.servable(by);
    const exclude = this.onScreen[by]!;
    const query = `?limit=${limit}${exclude.length > 0 ? `&exclude=${exclude.join(',')}` : ''}`;
    const served = (await deck(this.ctx.app, this.founders[by]!.token, query)).map((idea) => idea.id);
    expect(new Set(served).size, 'an idea twice in one batch').toBe(served.length);
    for (const id of served) expect(servable.has(id), `founder ${by} was served ${id}, not servable to them now`).toBe(true);
    expect(served.length, `founder ${by} got ${served.length} of ${servable.size} servable ideas`).toBe(Math.min(limit, servable.size));
    this.onScreen[by]!.push(...served);
    return served;
  }

  async apply(step: DeckAction): Promise<void> {
    const pick = (n: number) => this.ideas[n % Math.max(1, this.ideas.length)];
    const token = 'by' in step ? this.founders[step.by]!.token : '';
    switch (step.kind) {
      case 'submit': {
        const idea = await submitIdea(this.ctx.app, token, { tags: step.tags });
        this.ideas.push({ id: idea.id, owner: step.by, tagKeys: step.tags.map((tag) => tag.toLowerCase()) });
        return;
      }
      case 'swipe': {
        const idea = pick(step.pick);
        if (!idea || idea.owner === step.by || this.swiped[step.by]!.has(idea.id) || !this.visible(step.by, idea)) return;
        return this.swipe(step.by, idea, step.direction);
      }
      case 'swipeTop': {
        const idea = this.find(this.onScreen[step.by]![0]);
        if (idea && this.visible(step.by, idea)) return this.swipe(step.by, idea, step.direction);
        this.onScreen[step.by]!.shift();
        return;
      }
      case 'read':
        await this.read(step.by, step.limit);
        return;
      case 'undo':
        return this.undo(step.by);
      case 'delete': {
        const idea = pick(step.pick);
        if (!idea) return;
        await this.ctx.database.db.delete(ideas).where(eq(ideas.id, idea.id));
        this.ideas = this.ideas.filter((candidate) => candidate !== idea);
        this.lastSwipe = this.lastSwipe.map((last) => (last?.id === idea.id ? null : last));
        return;
      }
      case 'edit': {
        const idea = pick(step.pick);
        if (!idea) return;
        const payload = { title: `Edited ${idea.id}`, pitch: 'Edited to be found by other tags', tags: step.tags };
        const response = await this.ctx.app.inject({
          method: 'PUT',
          url: `/api/ideas/${idea.id}`,
          headers: bearer(this.founders[idea.owner]!.token),
          payload,
        });
        expect(response.statusCode, response.body).toBe(200);
        idea.tagKeys = step.tags.map((tag) => tag.toLowerCase());
        return;
      }
      case 'unblock': {
        if (!this.blocks.has(`${step.by}:${step.other}`)) return;
        const url = `/api/users/${this.founders[step.other]!.userId}/block`;
        expect((await this.ctx.app.inject({ method: 'DELETE', url, headers: bearer(token) })).statusCode).toBeLessThan(300);
        this.blocks.delete(`${step.by}:${step.other}`);
        return;
      }
      case 'block': {
        if (step.by === step.other || this.blocks.has(`${step.by}:${step.other}`)) return;
        const url = `/api/users/${this.founders[step.other]!.userId}/block`;
        expect((await this.ctx.app.inject({ method: 'POST', url, headers: bearer(token) })).statusCode).toBe(200);
        this.blocks.add(`${step.by}:${step.other}`);
        return;
      }
      case 'filter': {
        const response = await this.ctx.app.inject({
          method: 'PUT',
          url: '/api/ideas/deck/filter',
          headers: bearer(token),
          payload: step.filter,
        });
        expect(response.statusCode, response.body).toBe(200);
        this.filters[step.by] = step.filter;
        // The app starts the deck afresh under a new filter.
        this.onScreen[step.by] = [];
        return;
      }
    }
  }

  private async undo(by: number): Promise<void> {
    const last = this.lastSwipe[by];
    const idea = this.find(last?.id);
    if (last?.direction !== 'LEFT' || !idea || !this.visible(by, idea)) return;
    const headers = bearer(this.founders[by]!.token);
    const response = await this.ctx.app.inject({ method: 'POST', url: '/api/ideas/swipe/undo', headers, payload: { ideaId: idea.id } });
    // A slow machine may let the undo window pass; then the pass stands.
    if (response.statusCode === 409 && response.json().error === 'Too late to undo this pass.') return;
    expect(response.statusCode, response.body).toBe(200);
    this.swiped[by]!.delete(idea.id);
    this.lastSwipe[by] = null;
    this.onScreen[by]!.unshift(idea.id);
  }

  /** The founder swipes through the rest of their deck: every servable idea comes once, then it is empty. */
  async drain(by: number): Promise<void> {
    this.onScreen[by] = [];
    const expected = this.servable(by);
    const served = new Set<string>();
    for (let batch = await this.read(by, 5); batch.length > 0; batch = await this.read(by, 5)) {
      for (const id of batch) {
        expect(served.has(id), `${id} served twice`).toBe(false);
        served.add(id);
        await this.swipe(by, this.find(id)!, 'LEFT');
      }
    }
    expect([...served].sort()).toEqual([...expected].sort());
  }
}
