/** Every HTTP endpoint of the API, with placeholders for path parameters; the fuzz and matrix tests walk it. */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  hasBody: boolean;
  /** Answers an HTML page (opened from an e-mail) rather than JSON, refusals included. */
  page?: true;
};

export const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/auth/create-user', hasBody: true },
  { method: 'GET', path: '/api/auth/session', hasBody: false },
  { method: 'POST', path: '/api/auth/logout', hasBody: false },
  { method: 'POST', path: '/api/auth/logout-all', hasBody: false },
  { method: 'GET', path: '/api/users/me', hasBody: false },
  { method: 'PUT', path: '/api/users/me', hasBody: true },
  { method: 'DELETE', path: '/api/users/me', hasBody: true },
  { method: 'GET', path: '/api/users/me/export', hasBody: false },
  { method: 'GET', path: '/api/user/stats', hasBody: false },
  { method: 'POST', path: '/api/ideas/submit', hasBody: true },
  { method: 'GET', path: '/api/ideas', hasBody: false },
  { method: 'GET', path: '/api/ideas/deck', hasBody: false },
  { method: 'GET', path: '/api/ideas/random', hasBody: false },
  { method: 'GET', path: '/api/ideas/user/:id', hasBody: false },
  { method: 'POST', path: '/api/ideas/swipe', hasBody: true },
  { method: 'GET', path: '/api/ideas/mine', hasBody: false },
  { method: 'PUT', path: '/api/ideas/:id', hasBody: true },
  { method: 'DELETE', path: '/api/ideas/:id', hasBody: false },
  { method: 'GET', path: '/api/ideas/likes-you', hasBody: false },
  { method: 'GET', path: '/api/ideas/likes-you/:id', hasBody: false },
  { method: 'GET', path: '/api/ideas/investor/dashboard', hasBody: false },
  { method: 'GET', path: '/api/matches', hasBody: false },
  { method: 'GET', path: '/api/matches/:id', hasBody: false },
  { method: 'DELETE', path: '/api/matches/:id', hasBody: false },
  { method: 'GET', path: '/api/matches/:id/partner', hasBody: false },
  { method: 'POST', path: '/api/users/:id/block', hasBody: false },
  { method: 'DELETE', path: '/api/users/:id/block', hasBody: false },
  { method: 'GET', path: '/api/blocks', hasBody: false },
  { method: 'POST', path: '/api/reports', hasBody: true },
  { method: 'GET', path: '/api/chat/rooms', hasBody: false },
  { method: 'GET', path: '/api/chat/messages/:id', hasBody: false },
  { method: 'POST', path: '/api/chat/send', hasBody: true },
  { method: 'POST', path: '/api/chat/messages/read', hasBody: true },
  { method: 'GET', path: '/api/chat/unread-count', hasBody: false },
  { method: 'GET', path: '/api/chat/direct/:id', hasBody: false },
  { method: 'GET', path: '/api/users/me/mail', hasBody: false },
  { method: 'PUT', path: '/api/users/me/mail', hasBody: true },
  { method: 'GET', path: '/api/mail/unsubscribe', hasBody: false, page: true },
  { method: 'POST', path: '/api/mail/unsubscribe', hasBody: true, page: true },
  { method: 'GET', path: '/api/challenges/current', hasBody: false },
  { method: 'POST', path: '/api/challenges/:id/join', hasBody: false },
  { method: 'POST', path: '/api/challenges/:id/leave', hasBody: false },
  { method: 'POST', path: '/api/challenges/:id/submit', hasBody: true },
  { method: 'GET', path: '/api/referrals/stats', hasBody: false },
  { method: 'GET', path: '/api/referrals/rewards', hasBody: false },
  { method: 'GET', path: '/api/referrals/history', hasBody: false },
  { method: 'POST', path: '/api/referrals/rewards/:id/claim', hasBody: false },
  { method: 'GET', path: '/api/investor/shortlist', hasBody: false },
  { method: 'PUT', path: '/api/investor/shortlist/:id', hasBody: false },
  { method: 'DELETE', path: '/api/investor/shortlist/:id', hasBody: false },
  { method: 'GET', path: '/api/investor/summary', hasBody: false },
  { method: 'GET', path: '/api/founders/:id', hasBody: false },
  { method: 'GET', path: '/api/auth/login', hasBody: false },
  { method: 'GET', path: '/api/auth/callback', hasBody: false },
  { method: 'GET', path: '/api/config', hasBody: false },
];

export const withParam = (path: string, value: string) => path.replace(':id', value);
