import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { describeThrown } from './describe-error.ts';
import { ErrorPage } from './error-page.tsx';

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches uncaught render errors outside the router's own boundaries and shows the error page. */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const facts = describeThrown(this.state.error);
    // Its own Suspense: the page waits for the `common` translations if they are still loading.
    return (
      <Suspense fallback={null}>
        <ErrorPage as="main" status={facts.status} message={facts.message} raw={facts.raw} />
      </Suspense>
    );
  }
}
