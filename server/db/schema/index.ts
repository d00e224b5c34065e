export * from './chapter';
export * from './course';
export * from './knowledge';
export * from './scene';
export * from './sys';
export * from './clazz';
export * from './study';
export * from './exercise';
