import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/error-reporter.ts';

interface ErrorPageBoundaryState {
  failed: boolean;
}

/** Spec §2.8: if showing the error page itself fails, a bare message with a link home remains. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, ErrorPageBoundaryState> {
  override state: ErrorPageBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorPageBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    reportError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Plain markup on purpose: nothing here may depend on what just failed (theme, router, i18n).
    return (
      <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
        <h1 style={{ fontSize: 22 }}>An error occurred while showing the error page</h1>
        <a href="/" style={{ color: '#1c3d8f' }}>
          Home
        </a>
      </main>
    );
  }
}
