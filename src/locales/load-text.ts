// Loads the text of every area but the shell (zh-CN/areas.ts) into Umi's messages; see zh-CN.ts for why it is apart.
import { addLocale } from '@umijs/max';
import antdZhCN from 'antd/es/locale/zh_CN';

let loaded: Promise<void> | undefined;

/** Adds the areas' text to the zh-CN messages, once; every call answers the same promise. */
export function loadAreaText(): Promise<void> {
  loaded ??= import('./zh-CN/areas').then(({ default: text }) => {
    // the same dayjs and antd locales as the locale plugin's (.umirc.ts); the module is in the entry already
    addLocale('zh-CN', text, { momentLocale: 'zh-cn', antd: antdZhCN });
  });
  return loaded;
}
