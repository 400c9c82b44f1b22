/** Energy left today (UTC): the allowance resets at 00:00 UTC. */
export function energyRemaining(
  allowance: number,
  used: number,
  usedOn: string | null,
  now = new Date(),
): number {
  const today = now.toISOString().slice(0, 10);
  return usedOn === today ? Math.max(0, allowance - used) : allowance;
}
