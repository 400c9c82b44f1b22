// Wallet sign-in rules (DESIGN §5). Pure: the signature check itself is ethers/siwe at the edge.

export const CHALLENGE_TTL_MS = 5 * 60_000;
/** How old a SIWE message's issuedAt may be. */
export const MAX_MESSAGE_AGE_MS = 10 * 60_000;

/** The fixed message the spec's client signs, with the challenge on its last line. */
export function fixedMessage(challenge: string): string {
  return [
    'Sign in to degs',
    '',
    'This signature only proves that you own this wallet. It cannot move your funds or make any transaction.',
    '',
    `Challenge: ${challenge}`,
  ].join('\n');
}

export const isAddress = (v: unknown): v is string => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v);
export const isChallenge = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z0-9]{16,64}$/.test(v);
export const isSignature = (v: unknown): v is string =>
  typeof v === 'string' && /^0x[0-9a-fA-F]{130}$/.test(v);

export interface SiweFields {
  domain: string;
  address: string;
  uri: string;
  chainId: number;
  nonce: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
}

export interface SiweExpectations {
  appOrigin: string;
  address: string;
  challenge: string;
  chainIds: number[];
  now: Date;
}

/** Everything about a SIWE message except its signature; returns the reason it is refused, or null. */
export function siweProblem(m: SiweFields, x: SiweExpectations): string | null {
  const app = new URL(x.appOrigin);
  if (m.domain !== app.host) return 'Sign-in message is for another site';
  let uri: URL;
  try {
    uri = new URL(m.uri);
  } catch {
    return 'Sign-in message is for another site';
  }
  if (uri.origin !== app.origin) return 'Sign-in message is for another site';
  if (m.nonce !== x.challenge) return 'Invalid or expired challenge';
  if (!x.chainIds.includes(m.chainId)) return 'Unsupported chain';
  if (m.address.toLowerCase() !== x.address.toLowerCase()) return 'Signature does not match the address';
  const now = x.now.getTime();
  if (!m.issuedAt || Number.isNaN(Date.parse(m.issuedAt))) return 'Sign-in message has no issue time';
  const issued = Date.parse(m.issuedAt);
  if (issued > now + 60_000 || now - issued > MAX_MESSAGE_AGE_MS) return 'Sign-in message is too old';
  if (m.expirationTime && Date.parse(m.expirationTime) <= now) return 'Sign-in message has expired';
  if (m.notBefore && Date.parse(m.notBefore) > now) return 'Sign-in message is not valid yet';
  return null;
}
