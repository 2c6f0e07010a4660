export { HowItWorksScreen as default } from './empty-screens';
