/**
 * Validators shared by forms and server schemas (spec 01 §5).
 */
import { LIMITS } from './limits';

/** Simple email pattern: non-space text, @, non-space text, dot, non-space text (spec 01 §5). */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * Reset/onboarding password rule (spec 01 §5): at least 8 characters, a capital, a lowercase,
 * a number and a non-alphanumeric character.
 */
export function meetsResetPasswordRule(value: string): boolean {
  return (
    value.length >= LIMITS.passwordMinLength &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

/**
 * Change-password rule (spec 01 §5): at least 8 characters with lowercase, uppercase, a digit and
 * a symbol from !@#$%^&*.
 */
export function meetsChangePasswordRule(value: string): boolean {
  return (
    value.length >= LIMITS.passwordMinLength &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[!@#$%^&*]/.test(value)
  );
}

/** Web addresses without http/https get https:// prepended; empty stays empty (spec 01 §5). */
export function normalizeWebAddress(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Uppercase first letters of first and last name (spec 01 §5 initials avatar). */
export function initials(firstName?: string | null, lastName?: string | null): string {
  return `${(firstName ?? '').trim().charAt(0)}${(lastName ?? '').trim().charAt(0)}`.toUpperCase();
}

/** "No {things} yet" at zero, singular or plural noun otherwise (spec 01 §9 count text). */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  if (count === 0) return `No ${plural} yet`;
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * Onboarding password checklist (spec 01 §5 Onboarding password): at least 8 characters, at least
 * 1 special (non-alphanumeric) character, one upper and one lower case letter.
 */
export function meetsOnboardingPasswordRule(value: string): boolean {
  return (
    value.length >= LIMITS.passwordMinLength && /[^A-Za-z0-9]/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value)
  );
}
