import { createHash } from 'node:crypto';

/** Stable key → partition mapping, so one aggregate's events stay in one partition, in order. */
export function partitionFor(key: string, partitions: number): number {
  return createHash('md5').update(key).digest().readUInt32BE(0) % partitions;
}
