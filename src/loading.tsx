// Umi 4 shows this while a page's chunk loads (the `loading` of SPEC.md section 2).
export { default } from './components/PageLoading';
