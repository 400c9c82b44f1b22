export * from './app';
export * from './routes';
export * from './config';
