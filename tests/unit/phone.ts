// Rendering as on a phone (390 px wide) in jsdom: antd's breakpoints then answer xs only (tests/setup-jsdom.ts
// answers none, which reads as a window neither phone nor wide). Call in beforeEach; the answer puts jsdom back.
export function asPhone(): () => void {
  const before = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      // xs is antd's only max-width query; sm and up are min-width
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = before;
  };
}
