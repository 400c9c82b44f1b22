// The runtime on its own, as `degs.boot`, for pages a model writes in code mode: such a page carries a
// design (#degs-design), a <script data-degs-runtime></script> where this goes, and its own game:
// degs.boot((g) => ({ controls, reset, update, draw })). It gets the title screen, score, lives,
// timer, levels, high scores, touch and keys, sound and what the play-test gate reads.
import { boot, H, W } from './runtime';

Object.assign(globalThis, { degs: { boot, W, H } });
