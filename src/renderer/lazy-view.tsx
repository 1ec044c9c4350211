import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { Loader } from '../registry/registry';
import { Failed, Waiting } from '../ui/status-view';
import { loadedComponent, loadModule } from './loaded-modules';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a screen that fails to load or render and offers a retry instead of a white screen. */
class ErrorBoundary extends Component<BoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('screen failed', error, info.componentStack);
  }
  override render() {
    if (this.state.error) {
      return (
        <Failed
          onRetry={() => {
            this.setState({ error: undefined });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * Renders a registry entry: a waiting text while its code loads, an error with retry when it fails.
 * Retry builds a fresh lazy component, since React.lazy remembers a failed import.
 */
export function LazyView<P extends object>({ loader, props }: { loader: Loader<P>; props: P }) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt must build a new lazy component
  const View = useMemo(() => {
    // Code that has arrived renders without a Suspense round (React holds a fallback for at least 300 ms).
    return loadedComponent(loader) ?? (lazy(() => loadModule(loader)) as ComponentType<P>);
  }, [loader, attempt]);
  return (
    <ErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Waiting />}>
        <View {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A part of the frame whose code loads apart (see lazyPart); `preload` fetches it ahead of its first render. */
export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A part of the frame loaded only when it is first rendered (issue 15: off the first paint), for parts a page
 * can do without: when its code cannot load (offline before it came) it renders nothing instead of failing
 * the page. Render it inside a Suspense. Once its code is here (`preload`, or an earlier render) it renders at
 * once, without a Suspense round.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const nothing: ComponentType<P> = () => null;
  let ready: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loading ??= load().then(
      (part) => (ready = part),
      () => (ready = nothing),
    );
    return loading;
  };
  const Pending = lazy(() => get().then((part) => ({ default: part })));
  const Part = (props: P) => {
    const Ready = ready;
    return Ready ? <Ready {...props} /> : <Pending {...props} />;
  };
  return Object.assign(Part, { preload: () => get().then(() => undefined) });
}
