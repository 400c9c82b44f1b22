import { boot } from '@degs/kit/dist/boot';

// eslint-disable-next-line @typescript-eslint/no-require-imports
boot('media', () => require('./index').service);
