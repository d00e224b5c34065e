// All UI text (the interface is Chinese). One file per area under zh-CN/, flat keys 'area.page.thing'.
//
// Umi's locale plugin puts this file's default export into the entry bundle, which every page downloads first, so it
// is only the shell's text (zh-CN/shell.ts: login, header, account menu, error pages, request errors). Every other
// area is gathered in zh-CN/areas.ts, a chunk of its own that load-text.ts adds to the messages: app.tsx waits for
// it before rendering any page but the login page, and the login page before it leaves (issue 9: page weight).
import shell from './zh-CN/shell';

export default shell;
