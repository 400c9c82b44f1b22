export * from './launcher';
export * from './pg-server';
