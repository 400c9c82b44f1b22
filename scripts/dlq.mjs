// Dead letters, for operators: `make dlq` (list), `make dlq ARGS='show <topic>.dlq [--all]'`,
// `make dlq ARGS='replay <topic>.dlq [partition:offset]'`. On Kafka, the brokers are KAFKA_BROKERS, or
// those of the placement in PROFILE (up, the default; cluster; test) as scripts/infra.sh wrote them.
// PROFILE=embedded reads the embedded bus's log in DATA_DIR (.data by default) instead; there a replay
// waits until `make run` is stopped. Replaying is safe to repeat: every consumer handles an event id once.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { DeadLetters } = require(join(root, 'packages/kit/dist/bus/dead-letters.js'));
const { DiskDeadLetters } = require(join(root, 'packages/kit/dist/bus/disk-dead-letters.js'));
const { decodeEvent } = require(join(root, 'packages/events/dist/index.js'));

function brokers() {
  if (process.env.KAFKA_BROKERS) return process.env.KAFKA_BROKERS.split(',');
  const file = join(root, '.infra', process.env.PROFILE || 'up', 'env');
  if (!existsSync(file)) throw new Error(`no KAFKA_BROKERS and no ${file}: is the placement up?`);
  const line = readFileSync(file, 'utf8').match(/^KAFKA_BROKERS=(.*)$/m);
  if (!line) throw new Error(`${file} names no KAFKA_BROKERS`);
  return line[1].trim().split(',');
}

/** The event a letter carries, when it decodes. */
function event(value) {
  try {
    const e = decodeEvent(value);
    return `${e.type} ${e.eventId}`;
  } catch (err) {
    return `(does not decode: ${err.message})`;
  }
}

const [command = 'list', topic, extra] = process.argv.slice(2);
try {
  const letters =
    process.env.PROFILE === 'embedded'
      ? new DiskDeadLetters(join(process.env.DATA_DIR || join(root, '.data'), 'bus'))
      : new DeadLetters(brokers());
  if (command === 'list') {
    const topics = await letters.list();
    if (!topics.length) console.log('no dead-letter topics');
    for (const t of topics)
      console.log(`${t.topic.padEnd(40)} ${String(t.waiting).padStart(6)} waiting of ${t.total}`);
  } else if (command === 'show' && topic) {
    const list = await letters.read(topic, { all: extra === '--all' });
    if (!list.length) console.log(`nothing waiting in ${topic}`);
    for (const l of list) {
      const h = l.headers;
      console.log(`${l.partition}:${l.offset}  ${l.at}  key ${l.key}  ${event(l.value)}`);
      console.log(
        `  from ${h['x-dlq-topic']} (group ${h['x-dlq-group']}, ${h['x-dlq-partition']}:${h['x-dlq-offset']})`,
      );
      console.log(`  ${h['x-dlq-reason'] ?? 'failed'}; attempts ${h['x-dlq-attempts']}; ${h['x-dlq-error']}`);
    }
  } else if (command === 'replay' && topic) {
    const n = await letters.replay(topic, extra);
    console.log(`replayed ${n} letter(s) from ${topic}`);
  } else {
    console.error(
      'usage: node scripts/dlq.mjs [list] | show <topic>.dlq [--all] | replay <topic>.dlq [partition:offset]',
    );
    process.exitCode = 2;
  }
} catch (err) {
  console.error(`dlq: ${err.message}`);
  process.exitCode = 1;
}
