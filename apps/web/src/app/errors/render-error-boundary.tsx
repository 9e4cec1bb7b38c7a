import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeThrown } from './describe-error.ts';
import { LazyErrorPage } from './lazy-error-page.tsx';

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
    // Nothing while the page's code or the `common` translations load: there may be no shell around it.
    return (
      <LazyErrorPage
        fallback={null}
        as="main"
        status={facts.status}
        message={facts.message}
        raw={facts.raw}
      />
    );
  }
}
