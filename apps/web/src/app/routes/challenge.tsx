export { ChallengePage as default } from '../../features/challenge/components/challenge-page';
