// All SQL of the game service: games and versions, the feeds, the copy of follows, the view counts.
export * from './games';
export * from './feeds';
export * from './follows';
export * from './views';
