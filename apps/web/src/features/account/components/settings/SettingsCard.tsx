/**
 * The card every settings screen sits in: heading, optional actions, and the loading (skeleton)
 * and error states (spec 01 §2 "Skeleton loaders while loading").
 */
import { Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { InlineMessage } from '../../../../components/InlineMessage';

export interface SettingsCardProps {
  title: string;
  extra?: ReactNode;
  loading?: boolean;
  /** A load failure: shown with a Retry button. */
  error?: string | null;
  onRetry?: () => void;
  children?: ReactNode;
}

/** A settings screen's card with its states. */
export function SettingsCard({ title, extra, loading, error, onRetry, children }: SettingsCardProps) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 20 }}>{title}</h2>} extra={extra}>
      {loading ? (
        <div role="status" aria-busy="true" aria-label="Loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : error ? (
        <>
          <InlineMessage type="error">{error}</InlineMessage>
          {onRetry && <Button onClick={onRetry}>Retry</Button>}
        </>
      ) : (
        children
      )}
    </Card>
  );
}
