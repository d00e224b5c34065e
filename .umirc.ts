import path from 'node:path';
import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import routes from './config/routes';

// Plugins and build settings only; runtime behaviour lives in src/app.tsx.
export default defineConfig({
  antd: {
    configProvider: {},
    appConfig: {},
    // The green primary colour takes effect only from here (ARCHITECTURE.md, Umi gotchas).
    theme: { token: { colorPrimary: '#52c41a', colorLink: '#52c41a' } },
  },
  access: {},
  model: {},
  initialState: { loading: '@/components/PageLoading' },
  request: {},
  layout: { ...defaultSettings, locale: false },
  // no locale plugin: the text is src/locales (text.ts), antd's locale is set in src/app.tsx
  // Dates go through dayjs (zh-cn); without this the locale plugin also bundles moment into the entry.
  moment2dayjs: { preset: 'antd', plugins: ['duration'] },
  // Polyfills for the targets (chrome 80) of standard features only: the default, all of core-js, also adds every
  // proposal (esnext.*, ~40 KB gzip in the entry) that no code here uses.
  polyfill: { imports: ['core-js/stable'] },
  routes,
  // the wire contract, shared with the server: `@contract/homework` rather than a climb of ../ (tsconfig, jest, server)
  alias: { '@contract': path.resolve(__dirname, 'contract') },
  // `npm run dev:mock` only (`npm run dev` sets MOCK=none): mock/recorded.ts answers every call from the server's
  // recorded answers (mock/fixtures/). mock/contract.test.ts checks the mocks and mock/_*.ts are their helpers.
  mock: { exclude: ['mock/**/*.test.ts', 'mock/**/_*.ts'] },
  hash: true,
  // `npm run bench:page-weight` only: maps to tell which modules a first load is made of (moved out of dist/ there)
  devtool: process.env.HTDZ_SOURCE_MAPS === '1' ? 'hidden-source-map' : false,
  title: '教学平台',
  favicons: ['/favicon.svg'],
  // The host page may set window.routerBase (routes, read by modifyContextOpts in src/app.tsx) and
  // window.publicPath (chunks and public files, read by runtimePublicPath) before the app loads.
  runtimePublicPath: {},
  // Each page chunk may take 120 s to arrive on a slow classroom network before it counts as failed (SPEC.md 9).
  chainWebpack(memo, { webpack }) {
    memo.output.set('chunkLoadTimeout', 120_000);
    // Umi provides Node's Buffer to every module that names it; the one that does is axios's form-data helper, only
    // where Blob is missing (never in a browser), and it would put the buffer polyfill (~7 KB gzip) into the entry.
    memo.plugin('node-polyfill-provider').tap((args: Record<string, unknown>[]) => {
      const { Buffer: _, ...rest } = args[0] ?? {};
      return [rest];
    });
    // Packages free of side effects that do not say so, so webpack keeps all of one for any import of it: rc-field-form
    // (antd's App in the entry uses only its FormProvider) and @ahooksjs/use-request (Umi's request plugin imports it
    // for a useRequest nothing here calls; the pages use ahooks).
    memo.module
      .rule('side-effect-free')
      .test(/[\\/]node_modules[\\/](rc-field-form|@ahooksjs[\\/]use-request)[\\/]/)
      .sideEffects(false);
    // ProComponents' provider imports the messages of 33 languages (~20 KB gzip in every page inside the layout);
    // the platform speaks only zh-CN, so the others become one empty module.
    memo.plugin('pro-locales-zh-only').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/locale\/(?!zh_CN$)[a-z]{2}_[A-Z]{2}$/,
      (resource: { context: string; request: string }) => {
        if (/[\\/]@ant-design[\\/]pro-provider[\\/]/.test(resource.context)) resource.request = path.resolve(__dirname, 'config/pro-locale-stub.js');
      },
    ]);
    return memo;
  },
  // The document title is the `title` above; nothing uses <Helmet>, whose provider would wrap every page (~5 KB gzip).
  helmet: false,
  esbuildMinifyIIFE: true,
  mfsu: false,
  proxy: {
    // to the server `npm run dev` starts beside the dev server (scripts/dev.mjs); ws: the lab terminal's WebSocket
    // (/htdz/lab/terminal) goes through too
    '/htdz': { target: `http://localhost:${process.env.API_PORT ?? 8001}`, changeOrigin: true, ws: true },
  },
  npmClient: 'npm',
});
