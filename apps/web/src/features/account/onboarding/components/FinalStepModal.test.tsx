/**
 * The onboarding's final dialog (spec 01 §2) names the member's real renewal date (issue 30: it said
 * "1 July 2025", a past date, while the membership page said 30/06/2027); the page hands in the
 * renewed-to date of GET /api/user/membership.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { FinalStepModal } from './FinalStepModal';

describe('FinalStepModal', () => {
  it('names the renewal date of the membership for an auto rollover', async () => {
    renderWithProviders(
      <FinalStepModal
        redirect={{ type: 'Auto Rollover', redirectUrl: '' }}
        renewsOn="2027-06-30"
        onContinue={vi.fn()}
      />,
    );
    expect(
      await screen.findByText(
        'Your membership is set to renew automatically on 30 Jun 2027. You can turn automatic renewal on or off on your membership page.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/1 July 2025/)).not.toBeInTheDocument();
  });

  it('names no date when the renewal date is unknown', async () => {
    renderWithProviders(<FinalStepModal redirect={{ type: 'Auto Rollover', redirectUrl: '' }} onContinue={vi.fn()} />);
    expect(
      await screen.findByText(/renew automatically at the end of your current membership period\./),
    ).toBeInTheDocument();
  });

  it('keeps the life member text', async () => {
    renderWithProviders(<FinalStepModal redirect={{ type: 'Life Member', redirectUrl: '' }} onContinue={vi.fn()} />);
    expect(await screen.findByText(/As a life member/)).toBeInTheDocument();
  });
});
