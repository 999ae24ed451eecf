/**
 * Minimal onboarding frame (spec 01 §2 First-time onboarding wizard: "a side step list showing the
 * current step"). The step forms arrive with the onboarding issue.
 */
import { Card, Steps } from 'antd';
import type { ReactNode } from 'react';
import { TenantLogo } from '../../../../components/TenantLogo';
import { useIsDesktop } from '../../../../lib/hooks/useMediaQuery';
import { ONBOARDING_STEPS } from '../steps';

export interface OnboardingFrameProps {
  current: number;
  onLogOut: () => void;
  children: ReactNode;
}

/** Header with logo, step list and the current step's content. */
export function OnboardingFrame({ current, onLogOut, children }: OnboardingFrameProps) {
  const isDesktop = useIsDesktop();
  return (
    <div style={{ minHeight: '100vh', background: 'var(--page-bg)' }}>
      <header
        style={{
          height: 68,
          background: '#fff',
          borderBottom: '1px solid var(--border-subtle)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 24px',
        }}
      >
        <TenantLogo height={36} />
        <button
          type="button"
          onClick={onLogOut}
          style={{
            border: 0,
            background: 'none',
            color: 'var(--brand-text)',
            cursor: 'pointer',
            fontWeight: 600,
            fontSize: 14,
          }}
        >
          Log out
        </button>
      </header>
      <div
        style={{
          maxWidth: 1128,
          margin: '0 auto',
          padding: isDesktop ? '40px 24px' : '20px 16px',
          display: 'flex',
          flexDirection: isDesktop ? 'row' : 'column',
          gap: 32,
        }}
      >
        <aside style={{ width: isDesktop ? 280 : '100%', flex: 'none' }} aria-label="Onboarding steps">
          {isDesktop ? (
            <Steps
              orientation="vertical"
              size="small"
              current={current}
              items={ONBOARDING_STEPS.map((step) => ({ title: step.title, content: step.description }))}
            />
          ) : (
            <div style={{ fontWeight: 600 }}>
              Step {current + 1} of {ONBOARDING_STEPS.length}: {ONBOARDING_STEPS[current]?.title}
            </div>
          )}
        </aside>
        <Card variant="borderless" style={{ flex: 1, minWidth: 0, boxShadow: '0 1px 2px rgba(16,24,40,0.06)' }}>
          {children}
        </Card>
      </div>
    </div>
  );
}
