import { http } from 'msw';
import { z } from 'zod';
import { IdentitySchema, PublicConfigSchema } from '@seedmatch/shared/auth';
import { ChallengeSchema } from '@seedmatch/shared/challenge';
import { ChatRoomListSchema, UnreadCountSchema } from '@seedmatch/shared/chat';
import { DeckFilterSchema } from '@seedmatch/shared/deck';
import { IdeaListSchema, SwipeBodySchema, SwipeResultSchema } from '@seedmatch/shared/ideas';
import { InvestorDashboardSchema, InvestorSummarySchema, ShortlistSchema } from '@seedmatch/shared/investor';
import { MAIL_DEFAULTS, MailSettingsSchema } from '@seedmatch/shared/mail';
import { MatchListSchema } from '@seedmatch/shared/matches';
import { LikerListSchema, MyIdeaListSchema } from '@seedmatch/shared/my-ideas';
import { ReferralHistorySchema, ReferralStatsSchema, RewardListSchema } from '@seedmatch/shared/referrals';
import { BlockedListSchema } from '@seedmatch/shared/safety';
import { CurrentUserSchema, UserStatsSchema } from '@seedmatch/shared/users';
import { publicConfig } from './app-config';
import { dashboard } from './investor';
import { referralHistory, referralStats, rewards } from './referrals';
import { bodyOf, json } from './respond';
import { aUser, anIdentity, noStats } from './users';

/**
 * What the API answers unless a test says otherwise (`server.use(...)`): a signed-in founder with no ideas,
 * matches or messages yet, four referrals in, on an empty deck. Calls that change data have no default
 * but the swipe, which the deck makes on every card.
 */
export const defaultHandlers = [
  http.get('/api/config', () => json(PublicConfigSchema, publicConfig())),
  http.get('/api/auth/session', () => json(z.object({ identity: IdentitySchema }), { identity: anIdentity() })),
  http.get('/api/users/me', () => json(CurrentUserSchema, aUser())),
  http.get('/api/user/stats', () => json(UserStatsSchema, noStats())),
  http.get('/api/blocks', () => json(BlockedListSchema, [])),
  http.get('/api/users/me/mail', () => json(MailSettingsSchema, { ...MAIL_DEFAULTS })),
  http.get('/api/referrals/stats', () => json(ReferralStatsSchema, referralStats())),
  http.get('/api/referrals/rewards', () => json(RewardListSchema, rewards())),
  http.get('/api/referrals/history', () => json(ReferralHistorySchema, referralHistory)),
  http.get('/api/ideas/deck', () => json(IdeaListSchema, [])),
  http.get('/api/ideas/deck/filter', () => json(DeckFilterSchema, { mode: 'all' })),
  http.post('/api/ideas/swipe', async ({ request }) => {
    await bodyOf(request, SwipeBodySchema);
    return json(SwipeResultSchema, { message: 'Swipe recorded', isMatch: false, matchData: null });
  }),
  http.get('/api/ideas/mine', () => json(MyIdeaListSchema, [])),
  http.get('/api/ideas/likes-you', () => json(LikerListSchema, [])),
  http.get('/api/challenges/current', () => json(ChallengeSchema.nullable(), null)),
  http.get('/api/matches', () => json(MatchListSchema, [])),
  http.get('/api/chat/rooms', () => json(ChatRoomListSchema, [])),
  http.get('/api/chat/unread-count', () => json(UnreadCountSchema, { count: 0 })),
  http.get('/api/ideas/investor/dashboard', () => json(InvestorDashboardSchema, dashboard)),
  http.get('/api/investor/shortlist', () => json(ShortlistSchema, { itemIds: [] })),
  http.get('/api/investor/summary', () => json(InvestorSummarySchema, { shortlisted: 0, reviewed: 0 })),
];
