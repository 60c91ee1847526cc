import { Component, type ReactNode } from 'react';

/** Stands in for the route's error boundary: says what reached it. */
export class RouteBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>route boundary: {this.state.error.message}</p> : this.props.children;
  }
}
