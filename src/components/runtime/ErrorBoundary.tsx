// A React error boundary: renders `fallback(error)` instead of children that threw while rendering.
// The one class component of the site: React offers error boundaries only as classes.
import React from 'react';

type ErrorBoundaryProps = {
  fallback: (error: unknown) => React.ReactNode;
  onError?: (error: unknown, info: React.ErrorInfo) => void;
  /** When this changes (e.g. the route), a boundary showing its fallback tries its children again. */
  resetKey?: unknown;
  children: React.ReactNode;
};

type ErrorBoundaryState = { failed: boolean; error: unknown };

export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  componentDidUpdate(prev: ErrorBoundaryProps): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false, error: null });
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
