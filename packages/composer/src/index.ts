// The composer: prompt → design → self-contained game page, and improvement instruction → design edit.
export * from './design';
export { compose } from './compose';
export { improve, type Improvement } from './improve';
export { understand, type Reading } from './understand';
export { entityOf, emojiFor } from './entities';
export { MECHANICS, type MechanicInfo } from './mechanics';
export { fromLegacy } from './legacy';
export { page, designOf, gameScript, runtimePage, withRuntime, withoutRuntime, runtimeApi } from './page';
export { designSchema, mechanicGuide } from './schema';
