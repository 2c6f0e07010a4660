export { SwipePage as default } from '../../features/swipe/components/swipe-page';
