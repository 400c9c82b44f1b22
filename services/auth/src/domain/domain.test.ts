import { fixedMessage, siweProblem, type SiweFields } from './wallet';
import { isValidEmail, normalizeEmail } from './email';

const now = new Date('2026-11-21T12:00:00Z');
const base: SiweFields = {
  domain: 'localhost:8080',
  address: '0xAbC0000000000000000000000000000000000001',
  uri: 'http://localhost:8080',
  chainId: 1,
  nonce: 'abcdefghijklmnop1234',
  issuedAt: '2026-11-21T11:59:00Z',
};
const expect_ = {
  appOrigin: 'http://localhost:8080',
  address: '0xabc0000000000000000000000000000000000001',
  challenge: 'abcdefghijklmnop1234',
  chainIds: [1],
  now,
};

test('the fixed message is five lines with the challenge last', () => {
  expect(fixedMessage('XYZ').split('\n')).toEqual([
    'Sign in to degs',
    '',
    'This signature only proves that you own this wallet. It cannot move your funds or make any transaction.',
    '',
    'Challenge: XYZ',
  ]);
});

test.each([
  [{}, null],
  [{ domain: 'evil.example' }, 'Sign-in message is for another site'],
  [{ uri: 'https://evil.example/login' }, 'Sign-in message is for another site'],
  [{ nonce: 'otherNonce12345678' }, 'Invalid or expired challenge'],
  [{ chainId: 137 }, 'Unsupported chain'],
  [{ address: '0x0000000000000000000000000000000000000002' }, 'Signature does not match the address'],
  [{ issuedAt: '2026-11-21T11:00:00Z' }, 'Sign-in message is too old'],
  [{ issuedAt: undefined }, 'Sign-in message has no issue time'],
  [{ expirationTime: '2026-11-21T11:59:59Z' }, 'Sign-in message has expired'],
  [{ notBefore: '2026-11-21T13:00:00Z' }, 'Sign-in message is not valid yet'],
])('SIWE %j → %s', (change, problem) => {
  expect(siweProblem({ ...base, ...change } as SiweFields, expect_)).toBe(problem);
});

test('e-mail addresses', () => {
  expect(normalizeEmail('  Alice@Example.COM ')).toBe('alice@example.com');
  for (const ok of ['a@b.co', 'first.last+tag@sub.example.org']) expect(isValidEmail(ok)).toBe(true);
  for (const bad of ['', 'no-at', 'a@b', 'a b@c.de', 'a@-b.de', `${'a'.repeat(250)}@b.de`, 42]) {
    expect(isValidEmail(bad)).toBe(false);
  }
});
