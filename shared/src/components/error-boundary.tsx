import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../logging';

interface Props {
  /** Names the boundary in the log, e.g. `route:pages/user/user` or `widget:banner`. */
  instance: string;
  fallback: (reset: () => void, error: Error) => ReactNode;
  /** Expected outcomes (a page that doesn't exist) are shown but not logged. */
  shouldLog?: (error: Error) => boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches what a part of the page throws, logs it once, and keeps the rest of the app alive. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.shouldLog && !this.props.shouldLog(error)) return;
    logError({ error, info: info.componentStack ?? '', instance: this.props.instance });
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.reset, this.state.error) : this.props.children;
  }
}
