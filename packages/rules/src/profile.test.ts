import { usernameError, validateProfilePatch } from './profile';

const err = (body: unknown) => (validateProfilePatch(body) as { error?: string }).error;
const ok = (body: unknown) => (validateProfilePatch(body) as { values: object }).values;

describe('validateProfilePatch', () => {
  test.each([
    [{ username: '' }, 'Username is required'],
    [{ username: '   ' }, 'Username is required'],
    [{ username: null }, 'Username is required'],
    [
      { username: 'ab' },
      'Username must be 3-20 characters and contain only letters, numbers and underscores',
    ],
    [
      { username: 'a'.repeat(21) },
      'Username must be 3-20 characters and contain only letters, numbers and underscores',
    ],
    [
      { username: 'bad-name' },
      'Username must be 3-20 characters and contain only letters, numbers and underscores',
    ],
    [
      { username: 'ünï' },
      'Username must be 3-20 characters and contain only letters, numbers and underscores',
    ],
    [{ bio: 'x'.repeat(301) }, 'Bio must be less than 300 characters'],
    [{ website: 'not a url' }, 'Please enter a valid URL'],
    [{ website: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    [{ website: 'ftp://files.example' }, 'Please enter a valid URL'],
    [{ tiktok_profile: '@@double' }, 'Invalid tiktok profile format'],
    [{ x_profile: 'a'.repeat(31) }, 'Invalid x profile format'],
    [{ twitch_profile: 'has space' }, 'Invalid twitch profile format'],
    [{ bio: 42 }, 'bio must be a string'],
    [[], 'Expected a JSON object'],
  ])('%j → %s', (body, message) => {
    expect(err(body)).toBe(message);
  });

  test('accepts the boundaries and normalises handles', () => {
    expect(
      ok({
        username: 'Abc_123',
        bio: 'x'.repeat(300),
        website: 'https://degs.example/me',
        tiktok_profile: '@dancer',
        x_profile: 'a'.repeat(30),
        twitch_profile: '@streamer_1',
      }),
    ).toEqual({
      username: 'Abc_123',
      bio: 'x'.repeat(300),
      website: 'https://degs.example/me',
      tiktok_profile: 'dancer',
      x_profile: 'a'.repeat(30),
      twitch_profile: 'streamer_1',
    });
  });

  test('ignores unknown fields, never takes the wallet address, and clears optional fields', () => {
    expect(ok({ user_address: '0xabc', id: 'x', staked_amount: 1e9, bio: '', website: null })).toEqual({
      bio: null,
      website: null,
    });
  });
});

test('usernameError is what the username modal shows on every keystroke', () => {
  expect(usernameError('')).toBe('Username is required');
  expect(usernameError('ab')).toBe(
    'Username must be 3-20 characters and contain only letters, numbers and underscores',
  );
  expect(usernameError('good_name')).toBeNull();
});
