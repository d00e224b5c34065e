// Stands in for every ProComponents locale but zh_CN (see .umirc.ts): the platform is Chinese only, and a locale
// without messages falls back to zh-CN in @ant-design/pro-provider's createIntl.
export default {};
