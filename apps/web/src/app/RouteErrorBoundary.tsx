/**
 * Catches render errors of a page (for example a chunk that failed to load after a deploy) and
 * shows a calm error with "Reload" instead of a blank screen. The error view loads lazily.
 */
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { ThemeProvider } from './ThemeProvider';

const RouteError = lazy(() => import('../components/RouteError'));

interface State {
  error: Error | null;
}

/** Error boundary around the routes. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <ThemeProvider>
        <Suspense fallback={null}>
          <RouteError error={this.state.error} />
        </Suspense>
      </ThemeProvider>
    );
  }
}
