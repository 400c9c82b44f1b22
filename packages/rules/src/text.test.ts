import { cleanText, hasAnyControl, hasControl, isBlank } from './text';

describe('text as people see it', () => {
  it('finds control characters, allowing tab and newline only in text fields', () => {
    expect(hasControl('snake \u0000 game')).toBe(true);
    expect(hasControl('a\u001bb')).toBe(true);
    expect(hasControl('a\u007fb')).toBe(true);
    expect(hasControl('two\nlines\tand a tab\r\n')).toBe(false);
    expect(hasAnyControl('a\tb')).toBe(true);
    expect(hasAnyControl('plain-key_1')).toBe(false);
  });

  it('calls text made only of invisible characters blank', () => {
    for (const s of ['\u200b\u200c\u2060', '\u202e', ' \u200b \ufeff ', '\u200d', '\u2066\u2069'])
      expect(isBlank(s)).toBe(true);
    expect(isBlank('a')).toBe(false);
    expect(isBlank('🐍')).toBe(false);
  });

  it('removes format characters but keeps emoji sequences whole', () => {
    expect(cleanText('sn\u200bake \u202egame')).toBe('snake game');
    expect(cleanText('👩\u200d🚀 astronaut')).toBe('👩\u200d🚀 astronaut');
    expect(cleanText('❤\ufe0f\u200d🔥')).toBe('❤\ufe0f\u200d🔥');
    expect(cleanText('a\u200db')).toBe('ab');
  });

  it('normalises to NFC, so one letter has one spelling', () => {
    expect(cleanText('Cafe\u0301')).toBe('Café');
    expect(cleanText('Cafe\u0301')).toBe(cleanText('Caf\u00e9'));
  });
});
