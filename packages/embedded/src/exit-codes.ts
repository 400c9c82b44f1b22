/** The embedded process could not start at all (settings, ports): restarting would not help. */
export const CANNOT_START = 78;
