export { ChatPage as default } from '../../features/chat/components/chat-page';
