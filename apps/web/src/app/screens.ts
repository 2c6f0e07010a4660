import { lazyScreen } from './lazy-screen';

// Each screen area is its own chunk: the landing page loads without the app.
export const privacy = lazyScreen(() => import('./routes/privacy'));
export const terms = lazyScreen(() => import('./routes/terms'));
export const authComplete = lazyScreen(() => import('./routes/auth-complete'));
export const onboarding = lazyScreen(() => import('./routes/onboarding'));
export const appShell = lazyScreen(() => import('./routes/app-shell'));
export const home = lazyScreen(() => import('./routes/home'));
export const swipe = lazyScreen(() => import('./routes/swipe'));
export const challenge = lazyScreen(() => import('./routes/challenge'));
export const chat = lazyScreen(() => import('./routes/chat'));
export const profile = lazyScreen(() => import('./routes/profile'));
export const matches = lazyScreen(() => import('./routes/matches'));
export const submitIdea = lazyScreen(() => import('./routes/submit-idea'));
export const myIdeas = lazyScreen(() => import('./routes/my-ideas'));
export const likesYou = lazyScreen(() => import('./routes/likes-you'));
export const liker = lazyScreen(() => import('./routes/liker'));
export const referrals = lazyScreen(() => import('./routes/referrals'));
export const howItWorks = lazyScreen(() => import('./routes/how-it-works'));
export const investor = lazyScreen(() => import('./routes/investor'));
export const admin = lazyScreen(() => import('./routes/admin'));
export const notFound = lazyScreen(() => import('./routes/not-found'));
