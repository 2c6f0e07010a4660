export { MatchesPage as default } from '../../features/matches/components/matches-page';
