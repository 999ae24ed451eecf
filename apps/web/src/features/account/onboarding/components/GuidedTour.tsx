/**
 * The guided tour (spec 01 §2 Guided tour; issue 14): opens when the user's isFirstLogin is true (or
 * right after the onboarding wizard, which clears the flag at its end). Steps: a welcome panel
 * ("Show me around" / "Skip tour"), Communities, Events, What's happening (news and resources),
 * Manage account (last step, Finish); Next and Previous. Finishing or skipping clears the flag on
 * the server (POST /api/v1/community/users/set-first-login) and locally. Public skills and maritime
 * name themselves in full (spec 01 §1).
 */
import type { CurrentAccount, TenantConfig } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tour, type TourProps } from 'antd';
import { useState } from 'react';
import { apiA } from '../../../../lib/api';
import { accountKeys } from '../../../../lib/current-user';
import { clearTourPending, isTourPending } from '../tour-state';

/** The first link of the main navigation whose text starts with `text` (desktop only), else null. */
function navTarget(text: RegExp): HTMLElement | null {
  const nav = document.querySelector('nav[aria-label="Main"]');
  if (!nav) return null;
  return [...nav.querySelectorAll<HTMLElement>('a, button')].find((el) => text.test(el.textContent ?? '')) ?? null;
}

/** The tour's steps for a tenant. */
export function tourSteps(tenant: TenantConfig): TourProps['steps'] {
  const name = tenant.tourShowsFullName ? tenant.fullName : tenant.shortName;
  return [
    {
      title: `Welcome to the ${name} portal`,
      description: 'Take a quick tour of the places you will use most. It takes less than a minute.',
      target: null,
      nextButtonProps: { children: 'Show me around' },
    },
    {
      title: 'Communities',
      description: 'Join communities of practice, post questions and share resources with your peers.',
      target: () => navTarget(/^(Communities|Workspaces|Hubs)/) as HTMLElement,
    },
    {
      title: 'Events',
      description: 'Find events and CPD opportunities, register and keep track of the ones you attend.',
      target: () => navTarget(/^Events/) as HTMLElement,
    },
    {
      title: "What's happening",
      description: 'Read the latest news and browse resources from the association.',
      target: () => navTarget(/^News/) as HTMLElement,
    },
    {
      title: 'Manage account',
      description: 'Open the account menu to update your details, password, preferences and notification settings.',
      target: () => document.querySelector<HTMLElement>('button[aria-label^="Account menu"]') as HTMLElement,
      nextButtonProps: { children: 'Finish' },
    },
  ];
}

/** The tour for the signed-in user; renders nothing unless it should open. */
export function GuidedTour({ user, tenant }: { user: CurrentAccount; tenant: TenantConfig }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(() => user.isFirstLogin || isTourPending());
  const [current, setCurrent] = useState(0);

  function handleClose() {
    setOpen(false);
    clearTourPending();
    client.setQueryData<CurrentAccount>(accountKeys.current(), (u) => (u ? { ...u, isFirstLogin: false } : u));
    apiA
      .post('/api/v1/community/users/set-first-login', undefined, { silent: true })
      .catch((error) => console.warn('Clearing the first-login flag failed', error));
  }

  if (!open) return null;
  return (
    <Tour
      open
      current={current}
      onChange={setCurrent}
      onClose={handleClose}
      onFinish={handleClose}
      steps={tourSteps(tenant)}
      actionsRender={(origin, { current: step }) => (
        <>
          {step === 0 && (
            <Button size="small" onClick={handleClose}>
              Skip tour
            </Button>
          )}
          {origin}
        </>
      )}
    />
  );
}
