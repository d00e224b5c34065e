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
    header: { heightLayoutHeader: 56 },
  },
};

export default defaultSettings;
