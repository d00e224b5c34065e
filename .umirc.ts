import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import routes from './config/routes';

// Plugins and build settings only; runtime behaviour lives in src/app.tsx.
export default defineConfig({
  antd: {
    configProvider: {},
    appConfig: {},
    // The green primary colour takes effect only from here (ARCHITECTURE.md, Umi gotchas).
    theme: { token: { colorPrimary: '#52c41a' } },
  },
  access: {},
  model: {},
  initialState: { loading: '@/components/PageLoading' },
  request: {},
  layout: { ...defaultSettings, locale: false },
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, baseSeparator: '-' },
  routes,
  hash: true,
  title: '教学平台',
  favicons: ['/favicon.svg'],
  // The host page may set window.routerBase before the app loads (SPEC.md section 2).
  runtimePublicPath: {},
  esbuildMinifyIIFE: true,
  mfsu: false,
  proxy: {
    '/htdz': { target: `http://localhost:${process.env.API_PORT ?? 8000}`, changeOrigin: true },
  },
  npmClient: 'npm',
});
