export { HowItWorksPage as default } from '../../features/how-it-works/components/how-it-works-page';
