// The design as a model is asked to write it: a JSON Schema built from the same lists and limits as
// designProblems (a model's answer is checked by that, not by this), and a guide to the mechanics.
import {
  DESIGN_VERSION,
  LANG_IDS,
  LIMITS,
  MECHANIC_IDS,
  PART_IDS,
  ROLE_IDS,
  TOPIC_IDS,
  type MechanicId,
} from './design';
import { KIND, MECHANICS } from './mechanics';

const colour = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' };
const range = ([minimum, maximum]: readonly [number, number]) => ({ type: 'number', minimum, maximum });
const entity = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: LIMITS.name },
    emoji: { type: ['string', 'null'], description: 'one emoji showing the thing, or null' },
    color: colour,
    tint: { ...colour, description: 'a colour the picture is recoloured to, when asked' },
  },
  required: ['name', 'emoji', 'color'],
  additionalProperties: false,
};

/** JSON Schema of a design, for structured output (`response_format: json_schema`). */
export function designSchema(): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      version: { type: 'integer', enum: [DESIGN_VERSION] },
      mechanic: { type: 'string', enum: [...MECHANIC_IDS] },
      title: { type: 'string', minLength: 1, maxLength: LIMITS.title },
      tagline: { type: 'string', maxLength: LIMITS.tagline },
      roles: {
        type: 'object',
        properties: Object.fromEntries(ROLE_IDS.map((r) => [r, entity])),
        required: ['player'],
        additionalProperties: false,
      },
      setting: {
        type: 'object',
        properties: {
          name: { type: ['string', 'null'], maxLength: LIMITS.name },
          bg: colour,
          fg: colour,
          accent: colour,
        },
        required: ['name', 'bg', 'fg', 'accent'],
        additionalProperties: false,
      },
      params: {
        type: 'object',
        properties: {
          speed: range(LIMITS.speed),
          difficulty: { type: 'string', enum: ['easy', 'normal', 'hard'] },
          lives: { type: 'integer', minimum: LIMITS.lives[0], maximum: LIMITS.lives[1] },
          size: range(LIMITS.size),
          goal: { type: ['integer', 'null'], minimum: LIMITS.goal[0], maximum: LIMITS.goal[1] },
          seconds: range(LIMITS.seconds),
          levels: { type: 'integer', minimum: LIMITS.levels[0], maximum: LIMITS.levels[1] },
          pace: {
            type: 'object',
            properties: Object.fromEntries(ROLE_IDS.map((r) => [r, range(LIMITS.speed)])),
            additionalProperties: false,
          },
          scale: {
            type: 'object',
            properties: Object.fromEntries(ROLE_IDS.map((r) => [r, range(LIMITS.size)])),
            additionalProperties: false,
          },
          // (what designProblems checks of the rarer ones, so a model may use them too)
          bossFirst: { type: 'boolean' },
          waves: { type: 'integer', minimum: LIMITS.waves[0], maximum: LIMITS.waves[1] },
          bossWave: { type: 'integer', minimum: LIMITS.waves[0], maximum: LIMITS.waves[1] },
          escort: { type: 'boolean' },
          pulse: { type: 'boolean' },
          cards: { type: 'integer', minimum: 3, maximum: 12 },
          bossEvery: { type: 'integer', minimum: 2, maximum: 5 },
          days: { type: 'integer', minimum: 3, maximum: 60 },
          moves: { type: 'integer', minimum: 5, maximum: 99 },
          currency: { type: 'string', enum: ['usd', 'eur'] },
          across: { type: 'integer', minimum: 3, maximum: 10 },
          code: {
            type: 'object',
            additionalProperties: false,
            required: ['length', 'colours'],
            properties: {
              length: { type: 'integer', minimum: 3, maximum: 6 },
              colours: { type: 'integer', minimum: 4, maximum: 8 },
            },
          },
          dance: { type: 'boolean' },
          animals: {
            type: 'array',
            maxItems: 4,
            items: { type: 'string', enum: ['chicken', 'cow', 'goat', 'sheep'] },
          },
          seasons: { type: 'boolean' },
          shuffle: { type: 'string', enum: ['always', 'hard'] },
          gravity: range([0.5, 2]),
          music: { type: 'boolean' },
          jump: range([0.7, 1.4]),
          doubleJump: { type: 'boolean' },
          side: { type: 'string', enum: ['keep', 'kick'] },
          sway: { type: 'boolean' },
          board: range([0.6, 1.6]),
          grid: {
            type: 'object',
            properties: {
              cols: { type: 'integer', minimum: 5, maximum: 16 },
              rows: { type: 'integer', minimum: 5, maximum: 16 },
            },
            required: ['cols', 'rows'],
            additionalProperties: false,
          },
          mines: { type: 'integer', minimum: 1, maximum: 85 },
          modeBoards: {
            type: 'array',
            minItems: 3,
            maxItems: 3,
            items: {
              type: 'object',
              properties: {
                cols: { type: 'integer', minimum: 5, maximum: 16 },
                rows: { type: 'integer', minimum: 5, maximum: 16 },
                mines: { type: 'integer', minimum: 1, maximum: 85 },
              },
              required: ['cols', 'rows', 'mines'],
              additionalProperties: false,
            },
          },
          trios: { type: 'boolean' },
          grounded: { type: 'boolean' },
          slide: { type: 'boolean' },
          wrap: { type: 'boolean' },
          walled: { type: 'boolean' },
          creep: { type: 'boolean' },
          sprint: { type: 'boolean' },
          stopwatch: { type: 'boolean' },
          wasdFirst: { type: 'boolean' },
          mouse: { type: 'boolean' },
          gentle: { type: 'boolean' },
          labelled: { type: 'string', enum: ['spell', 'equal'] },
        },
        required: ['speed', 'difficulty', 'lives', 'size', 'goal', 'seconds'],
        additionalProperties: false,
      },
      parts: { type: 'array', items: { type: 'string', enum: [...PART_IDS] } },
      topic: { type: ['string', 'null'], enum: [...TOPIC_IDS, null] },
      words: { type: 'array', maxItems: LIMITS.words, items: { type: 'string', maxLength: LIMITS.name } },
      notes: { type: 'array', items: { type: 'string' } },
      lang: { type: 'string', enum: [...LANG_IDS] },
    },
    required: [
      'version',
      'mechanic',
      'title',
      'tagline',
      'roles',
      'setting',
      'params',
      'parts',
      'topic',
      'words',
      'notes',
    ],
    additionalProperties: false,
  };
}

/** One line per mechanic: what it is, the games it is, the roles it draws, the parts it takes. */
export function mechanicGuide(): string {
  return (Object.keys(MECHANICS) as MechanicId[])
    .map((id) => {
      const m = MECHANICS[id];
      const names = m.names.slice(0, 4).join(', ');
      const roles = Object.entries(m.roles)
        .map(([role, thing]) => `${role} (e.g. ${thing})`)
        .concat((m.optional ?? []).map((role) => `${role} (optional)`))
        .join(', ');
      return `- ${id}: ${KIND[id]} game${names ? ` (${names})` : ''}; roles: ${roles}; parts: ${m.parts.join(', ') || 'none'}`;
    })
    .join('\n');
}
