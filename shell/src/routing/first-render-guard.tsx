import { Component, useLayoutEffect, type ReactNode } from 'react';

interface Props {
  /** Another version can serve this page if this one throws before it ever showed. */
  canFallBack: boolean;
  onFallBack: (error: Error) => void;
  /** It threw on its first render with no version left (the route boundary shows it); may come twice. */
  onBroken: (error: Error) => void;
  children: ReactNode;
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A page that throws on its very first render is a broken release, not a renter's bad luck: hand
 * the route to the next version. Once the page has shown, an error is the route boundary's to show.
 */
export class FirstRenderGuard extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  private committed = false;
  private readonly markCommitted = () => {
    this.committed = true;
  };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error) {
    if (!this.committed && this.props.canFallBack) this.props.onFallBack(error);
  }

  override render() {
    const { error } = this.state;
    if (error) {
      if (!this.committed && this.props.canFallBack) return null;
      // From here (its componentDidCatch never runs: it rethrows); React may render it again, so maybe twice.
      if (!this.committed) this.props.onBroken(error);
      throw error;
    }
    return (
      <>
        {this.props.children}
        <Committed onCommit={this.markCommitted} />
      </>
    );
  }
}
