import { describe, expect, it } from 'vitest';
import {
  countText,
  EMAIL_PATTERN,
  initials,
  isEmail,
  meetsChangePasswordRule,
  meetsResetPasswordRule,
  normalizeWebAddress,
} from './validators';

describe('EMAIL_PATTERN (spec 01 §5: non-space, @, non-space, dot, non-space)', () => {
  it.each(['a@b.co', 'mia.member@example.org', 'x+tag@sub.domain.com.au'])('accepts %s', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(true);
    expect(isEmail(value)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@b.co', 'a@.c', 'a b@c.de', 'a@b.', 'a@b c.de'])('rejects "%s"', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('reset password rule (spec 01 §5: 8+, capital, lowercase, number, non-alphanumeric)', () => {
  it.each(['Abcdef1!', 'Abcdef1+', 'Zz9_zzzz', 'Pässword1 '])('accepts %s', (value) => {
    expect(meetsResetPasswordRule(value)).toBe(true);
  });

  it.each([
    ['Abcde1!', 'too short'],
    ['abcdef1!', 'no capital'],
    ['ABCDEF1!', 'no lowercase'],
    ['Abcdefg!', 'no number'],
    ['Abcdefg1', 'no non-alphanumeric'],
  ])('rejects %s (%s)', (value) => {
    expect(meetsResetPasswordRule(value)).toBe(false);
  });
});

describe('change password rule (spec 01 §5: 8+, lower, upper, digit, a symbol from !@#$%^&*)', () => {
  it.each([...'!@#$%^&*'])('accepts the symbol %s', (symbol) => {
    expect(meetsChangePasswordRule(`Abcdef1${symbol}`)).toBe(true);
  });

  it.each(['+', '_', '-', ' ', '?', '~'])('rejects "%s", a symbol outside the set', (symbol) => {
    expect(meetsChangePasswordRule(`Abcdef1${symbol}`)).toBe(false);
  });

  it.each([
    ['Abcde1!', 'too short'],
    ['abcdef1!', 'no uppercase'],
    ['ABCDEF1!', 'no lowercase'],
    ['Abcdefg!', 'no digit'],
  ])('rejects %s (%s)', (value) => {
    expect(meetsChangePasswordRule(value)).toBe(false);
  });
});

describe('normalizeWebAddress (spec 01 §5)', () => {
  it('prepends https:// when there is no http or https scheme', () => {
    expect(normalizeWebAddress('example.org')).toBe('https://example.org');
    expect(normalizeWebAddress('  www.example.org/path  ')).toBe('https://www.example.org/path');
  });

  it('keeps http and https addresses as they are', () => {
    expect(normalizeWebAddress('http://example.org')).toBe('http://example.org');
    expect(normalizeWebAddress('https://example.org/x?y=1')).toBe('https://example.org/x?y=1');
    expect(normalizeWebAddress('HTTPS://EXAMPLE.ORG')).toBe('HTTPS://EXAMPLE.ORG');
  });

  it('keeps empty empty', () => {
    expect(normalizeWebAddress('')).toBe('');
    expect(normalizeWebAddress('   ')).toBe('');
    expect(normalizeWebAddress(null)).toBe('');
    expect(normalizeWebAddress(undefined)).toBe('');
  });
});

describe('initials (spec 01 §5: uppercase first letters of first and last name)', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(initials('mia', 'member')).toBe('MM');
    expect(initials(' ada', ' lovelace')).toBe('AL');
    expect(initials('Émile', 'zola')).toBe('ÉZ');
  });

  it('copes with a missing name', () => {
    expect(initials(null, 'smith')).toBe('S');
    expect(initials('jo', undefined)).toBe('J');
    expect(initials('', '')).toBe('');
  });
});

describe('countText (spec 01 §9: "No {things} yet" at zero, singular or plural otherwise)', () => {
  it('says "No … yet" at zero', () => {
    expect(countText(0, 'post')).toBe('No posts yet');
    expect(countText(0, 'reply', 'replies')).toBe('No replies yet');
  });

  it('uses the singular for one and the plural otherwise', () => {
    expect(countText(1, 'post')).toBe('1 post');
    expect(countText(2, 'post')).toBe('2 posts');
    expect(countText(1, 'reply', 'replies')).toBe('1 reply');
    expect(countText(12, 'reply', 'replies')).toBe('12 replies');
  });
});
