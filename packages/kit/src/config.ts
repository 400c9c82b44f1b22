// Config from the environment, validated once at start. Every problem is collected and reported
// together, each naming its variable, so a bad deploy fails fast with one readable message.
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
export interface Reader<T> {
  read(env: Env): T;
}

function reader<T>(name: string, def: T | undefined, parse: (raw: string) => T): Reader<T> {
  return {
    read(env) {
      const raw = env[name];
      if (raw === undefined || raw === '') {
        if (def === undefined) throw new Error(`${name} is required`);
        return def;
      }
      try {
        return parse(raw);
      } catch (e) {
        throw new Error(`${name}: ${(e as Error).message}`);
      }
    },
  };
}

/** A URL that parses, as written (a trailing slash only where it was given). */
function checkedUrl(raw: string): string {
  const u = new URL(raw);
  return u.href.endsWith('/') && !raw.endsWith('/') ? u.href.slice(0, -1) : raw;
}

export const env = {
  string: (name: string, def?: string) => reader(name, def, (raw) => raw),
  optional: (name: string): Reader<string | undefined> => ({ read: (e) => e[name] || undefined }),
  int: (name: string, def?: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
    reader(name, def, (raw) => {
      if (!/^-?\d+$/.test(raw)) throw new Error(`expected an integer, got '${raw}'`);
      const n = Number(raw);
      if (n < min || n > max) throw new Error(`expected ${min}..${max}, got ${n}`);
      return n;
    }),
  bool: (name: string, def?: boolean) =>
    reader(name, def, (raw) => {
      if (/^(1|true|yes|on)$/i.test(raw)) return true;
      if (/^(0|false|no|off)$/i.test(raw)) return false;
      throw new Error(`expected true or false, got '${raw}'`);
    }),
  url: (name: string, def?: string) => reader(name, def, checkedUrl),
  /** One URL, or several separated by commas (replicas of one service, taken in turn). */
  urls: (name: string, def?: string) =>
    reader(name, def, (raw) =>
      raw
        .split(',')
        .map((one) => checkedUrl(one.trim()))
        .join(','),
    ),
  oneOf: <T extends string>(name: string, values: readonly T[], def?: T) =>
    reader<T>(name, def, (raw) => {
      if (!values.includes(raw as T)) throw new Error(`expected one of ${values.join(', ')}, got '${raw}'`);
      return raw as T;
    }),
  secret: (name: string, minLength = 32, def?: string) =>
    reader(name, def, (raw) => {
      if (raw.length < minLength) throw new Error(`must be at least ${minLength} characters`);
      return raw;
    }),
  list: (name: string, def?: string[]) =>
    reader(name, def, (raw) =>
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
};

export type ConfigOf<S> = { [K in keyof S]: S[K] extends Reader<infer T> ? T : never };

export function loadConfig<S extends Record<string, Reader<unknown>>>(
  spec: S,
  source: Env = process.env,
): ConfigOf<S> {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, r] of Object.entries(spec)) {
    try {
      out[key] = r.read(source);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return out as ConfigOf<S>;
}
