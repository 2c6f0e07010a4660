export { MatchesScreen as default } from './empty-screens';
