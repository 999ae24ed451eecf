/**
 * Page frame inside the shell (spec 01 §2 Layout / §9): content widths small 880, medium 1080,
 * large 1280; content header 64 px (default) or 44 px (small).
 */
import { LAYOUT } from '@portal/shared';
import type { ReactNode } from 'react';
import styles from './PageContainer.module.css';

const WIDTHS = {
  small: LAYOUT.contentWidthSmall,
  medium: LAYOUT.contentWidthMedium,
  large: LAYOUT.contentWidthLarge,
} as const;

export interface PageContainerProps {
  width?: keyof typeof WIDTHS;
  title?: ReactNode;
  /** Header height: 'default' 64 px, 'small' 44 px. */
  headerSize?: 'default' | 'small';
  extra?: ReactNode;
  children: ReactNode;
}

/** Centres page content at the chosen width with an optional content header. */
export function PageContainer({ width = 'large', title, headerSize = 'default', extra, children }: PageContainerProps) {
  const headerHeight = headerSize === 'small' ? LAYOUT.contentHeaderSmall : LAYOUT.contentHeaderDefault;
  return (
    <div className={styles.container} style={{ maxWidth: WIDTHS[width] + 48 }}>
      {(title || extra) && (
        <div
          className={`${styles.header} ${headerSize === 'small' ? styles.headerSmall : ''}`}
          style={{ minHeight: headerHeight }}
        >
          {title ? <h1 className={styles.title}>{title}</h1> : <span />}
          {extra}
        </div>
      )}
      {children}
    </div>
  );
}
