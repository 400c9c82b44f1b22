export * from './profile';
export * from './time';
