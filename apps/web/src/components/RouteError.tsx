/**
 * Page error view: a failed page load (for example an outdated chunk after a deploy) shows a calm
 * error with "Reload" instead of a blank screen.
 */
import { MESSAGES } from '@portal/shared';
import { Button, Result } from 'antd';

/** Default export for lazy loading from the route error boundary. */
export default function RouteError({ error }: { error: Error }) {
  return (
    <Result
      status="error"
      title={MESSAGES.defaultError}
      subTitle={error.message || MESSAGES.unknownError}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
