import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './route-error';

type Props = { pathname: string; children: ReactNode };
type State = { failedAt: string | null };

class Boundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    // The failing screen's path is recorded once; moving to another path clears the error.
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.warn('Screen failed:', error);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/** The error boundary of a screen area: a friendly message instead of a blank page, until the user moves on. */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
