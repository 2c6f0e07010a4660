export { IdeaFormScreen as default } from './empty-screens';
