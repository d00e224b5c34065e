import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of `children` once they fail to render: a lazy chunk (editor, graph) that cannot load
 * on a slow classroom network leaves the plain stand-in in place, so the page stays usable.
 */
export default class KeepFallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
