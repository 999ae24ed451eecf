/**
 * 404 page content (spec 01 §2: any other path shows an error page saying the page does not exist
 * or has been moved).
 */
import { MESSAGES } from '@portal/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** antd Result 404 with MESSAGES.notFoundText and a "Back home" button. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
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
