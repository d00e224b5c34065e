// Rendering antd components in jsdom: inside <App> (message, modal) and with styles collected rather than
// injected, since jsdom re-parses every injected style sheet and antd pages then take seconds to render.
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';

export const renderAntd = (ui: ReactElement) =>
  render(
    <StyleProvider mock="server">
      <App>{ui}</App>
    </StyleProvider>,
  );
