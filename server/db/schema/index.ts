export * from './chapter';
export * from './course';
export * from './scene';
export * from './sys';
