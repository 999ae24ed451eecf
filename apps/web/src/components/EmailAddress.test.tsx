/** E-mail addresses break after "@" and before "." rather than mid-word (issue 32). */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakParts } from './EmailAddress';

describe('EmailAddress', () => {
  it('offers line breaks after the @ and before each dot only', () => {
    expect(emailBreakParts('mia.member@ota.example.org.au')).toEqual([
      'mia',
      '.member@',
      'ota',
      '.example',
      '.org',
      '.au',
    ]);
    const { container } = render(<EmailAddress address="priya.raman@example.org" />);
    expect(container.textContent).toBe('priya.raman@example.org');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });
});
