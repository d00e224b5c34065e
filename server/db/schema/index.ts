export * from './sys';
