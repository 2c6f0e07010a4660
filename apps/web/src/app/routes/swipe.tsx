export { SwipeScreen as default } from './empty-screens';
