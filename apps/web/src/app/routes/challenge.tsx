export { ChallengeScreen as default } from './empty-screens';
