/**
 * A light inline banner for form-level messages (spec 01 §8: the login error and "Wrong password"
 * banners). Same look as antd's Alert at a fraction of the code, which keeps the sign-in page's
 * first load small. Errors are announced (role="alert"); info is polite (role="status").
 */
import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './InlineMessage.module.css';

export interface InlineMessageProps {
  type: 'error' | 'info';
  children: ReactNode;
}

/** Banner with an icon and text. */
export function InlineMessage({ type, children }: InlineMessageProps) {
  return (
    <div className={`${styles.message} ${styles[type]}`} role={type === 'error' ? 'alert' : 'status'}>
      <span className={styles.icon} aria-hidden="true">
        {type === 'error' ? <CloseCircleFilled /> : <InfoCircleFilled />}
      </span>
      <div>{children}</div>
    </div>
  );
}
