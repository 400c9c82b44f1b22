import { boot } from '@degs/kit/dist/boot';

// eslint-disable-next-line @typescript-eslint/no-require-imports
boot('generation', () => require('./index').service);
