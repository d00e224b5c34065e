// The /403 route: the page a route whose `access` flag is false shows (src/components/Forbidden).
export { default } from '@/components/Forbidden';
