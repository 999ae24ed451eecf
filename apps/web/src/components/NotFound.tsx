/**
 * 404 page content (spec 01 §2: any other path shows an error page saying the page does not exist
 * or has been moved). The illustration is drawn in the tenant's brand colour (currentColor, set
 * from --brand at boot) instead of antd's fixed blue 404 picture.
 */
import { MESSAGES } from '@portal/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** A page with a magnifying glass over it, in the brand colour with neutral greys. Decorative. */
export function NotFoundIllustration() {
  return (
    <svg
      width="240"
      height="180"
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
      style={{ color: 'var(--brand)' }}
    >
      <circle cx="120" cy="86" r="74" fill="currentColor" fillOpacity="0.08" />
      <ellipse cx="122" cy="164" rx="76" ry="7" fill="#000" fillOpacity="0.06" />
      <g transform="rotate(-6 104 92)">
        <rect x="60" y="32" width="86" height="110" rx="8" fill="#FFFFFF" stroke="#D5DCDF" strokeWidth="2" />
        <rect x="72" y="47" width="40" height="8" rx="4" fill="currentColor" fillOpacity="0.6" />
        <rect x="72" y="66" width="60" height="6" rx="3" fill="#E3E8EA" />
        <rect x="72" y="80" width="50" height="6" rx="3" fill="#E3E8EA" />
        <rect x="72" y="94" width="60" height="6" rx="3" fill="#E3E8EA" />
        <rect x="72" y="108" width="34" height="6" rx="3" fill="#E3E8EA" />
        <rect x="72" y="122" width="44" height="6" rx="3" fill="#E3E8EA" />
      </g>
      <path d="M168 118l22 22" stroke="currentColor" strokeWidth="13" strokeLinecap="round" />
      <circle cx="150" cy="98" r="27" fill="#FFFFFF" fillOpacity="0.92" stroke="currentColor" strokeWidth="8" />
      <path
        d="M142.5 91.5a7.5 7.5 0 1 1 11.2 6.5c-2.4 1.4-3.7 2.9-3.7 5.5v1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <circle cx="150" cy="112" r="2.8" fill="currentColor" />
      <circle cx="50" cy="42" r="3.5" fill="currentColor" fillOpacity="0.35" />
      <circle cx="198" cy="50" r="4.5" fill="currentColor" fillOpacity="0.25" />
      <circle cx="206" cy="88" r="2.5" fill="currentColor" fillOpacity="0.4" />
      <circle cx="38" cy="118" r="2.5" fill="currentColor" fillOpacity="0.3" />
    </svg>
  );
}

/** "404" with MESSAGES.notFoundText, the brand illustration and a "Back home" button. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<NotFoundIllustration />}
      title="404"
      subTitle={MESSAGES.notFoundText}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Back home
        </Button>
      }
    />
  );
}
