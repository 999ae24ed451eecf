/** The step buttons: "Go back" (all but the first step) and Continue (spec 01 §2). */
import { LoadingOutlined } from '@ant-design/icons';
import { Button } from 'antd';

export function StepActions({
  onBack,
  pending,
  disabled,
  label = 'Continue',
}: {
  onBack?: () => void;
  pending: boolean;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <div style={{ display: 'flex', gap: 12, justifyContent: 'space-between', marginTop: 24, flexWrap: 'wrap' }}>
      {onBack ? (
        <Button onClick={onBack} disabled={pending}>
          Go back
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="primary"
        htmlType="submit"
        disabled={pending || disabled}
        icon={pending ? <LoadingOutlined /> : undefined}
      >
        {label}
      </Button>
    </div>
  );
}
