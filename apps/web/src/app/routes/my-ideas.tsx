export { MyIdeasPage as default } from '../../features/ideas/components/my-ideas-page';
