export * from './auth';
export * from './call';
export * from './envelope';
export * from './feedback';
export * from './home';
export * from './roles';
export * from './rule';
export * from './sys';
export { z } from './zod';
