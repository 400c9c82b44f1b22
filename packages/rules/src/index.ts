export * from './profile';
export * from './time';
export * from './feed';
export * from './voice';
export * from './text';
