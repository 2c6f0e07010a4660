export { LikesYouPage as default } from '../../features/likes-you/components/likes-you-page';
