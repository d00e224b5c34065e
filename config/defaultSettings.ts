import type { ProLayoutProps } from '@ant-design/pro-components';

/** ProLayout settings of SPEC.md section 9: light, green, top menu, fluid, fixed header 56, sider 200/80. */
const defaultSettings: ProLayoutProps & { logo: string } = {
  navTheme: 'light',
  colorPrimary: '#52c41a',
  layout: 'top',
  contentWidth: 'Fluid',
  fixedHeader: true,
  fixSiderbar: true,
  colorWeak: false,
  title: '教学平台',
  logo: '/logo.svg',
  iconfontUrl: '',
  siderWidth: 200,
  token: {
    // The top menu shows the selected and hovered entries in the platform's green.
    header: {
      heightLayoutHeader: 56,
      colorTextMenuSelected: '#52c41a',
      colorTextMenuActive: '#52c41a',
      colorBgMenuItemSelected: 'rgba(82, 196, 26, 0.10)',
      colorBgMenuItemHover: 'rgba(82, 196, 26, 0.06)',
    },
  },
};

export default defaultSettings;
