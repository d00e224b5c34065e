// Rendering antd components in jsdom: inside <App> (message, modal) and with styles collected rather than
// injected, since jsdom re-parses every injected style sheet and antd pages then take seconds to render.
import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';

export const renderAntd = (ui: ReactElement) =>
  render(
    <StyleProvider mock="server">
      <App>{ui}</App>
    </StyleProvider>,
  );

/**
 * renderAntd, then waits until `text` shows (the page's answers have arrived and drawn): the first render of a pro
 * table or a whole page is slow in jsdom on a busy machine, hence the long wait.
 */
export async function renderAntdUntil(ui: ReactElement, text: string, timeout = 5000) {
  const view = renderAntd(ui);
  await screen.findByText(text, {}, { timeout });
  return view;
}

/** renderAntd, then lets the first render's effects and already resolved calls settle. */
export async function renderAntdSettled(ui: ReactElement) {
  const view = renderAntd(ui);
  await act(async () => undefined);
  return view;
}
