/**
 * Under-construction page content (spec 01 §2): "Oops!" and "Sorry, page is under construction!".
 */
import { MESSAGES } from '@portal/shared';
import { Result } from 'antd';
import { LinkButton } from './LinkButton';

function ConstructionIllustration() {
  return (
    <svg width="180" height="130" viewBox="0 0 180 130" aria-hidden="true">
      <rect x="10" y="112" width="160" height="6" rx="3" fill="#E3E8EA" />
      <rect x="40" y="40" width="100" height="64" rx="8" fill="#F0F3F4" stroke="#D5DCDF" strokeWidth="2" />
      <path d="M40 56h100" stroke="#D5DCDF" strokeWidth="2" />
      <circle cx="52" cy="48" r="3" fill="#C5CDD1" />
      <circle cx="62" cy="48" r="3" fill="#C5CDD1" />
      <rect x="30" y="84" width="120" height="16" rx="3" fill="var(--brand)" opacity="0.9" />
      <path d="M42 84l-12 16M66 84l-12 16M90 84l-12 16M114 84l-12 16M138 84l-12 16" stroke="#fff" strokeWidth="6" />
      <rect x="38" y="100" width="6" height="14" fill="#9AA7AD" />
      <rect x="136" y="100" width="6" height="14" fill="#9AA7AD" />
      <path d="M90 14l10 18H80z" fill="#F5A524" />
    </svg>
  );
}

/** The spec's under-construction message with a way back home. */
export function UnderConstruction() {
  return (
    <Result
      icon={<ConstructionIllustration />}
      title={MESSAGES.underConstructionTitle}
      subTitle={MESSAGES.underConstructionText}
      extra={
        <LinkButton to="/" type="primary">
          Back home
        </LinkButton>
      }
    />
  );
}
