export { ChatScreen as default } from './empty-screens';
