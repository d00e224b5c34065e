// The one zod instance of the project: Chinese messages for every validation error, on server and web alike.
import { z } from 'zod';

z.config(z.locales.zhCN());

export { z };

/** Trimmed text with a length range; names and titles everywhere use it so limits read the same. */
export const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .min(min, { error: min <= 1 ? `请输入${label}` : `${label}至少 ${min} 个字符` })
    .max(max, { error: `${label}不能超过 ${max} 个字符` });

/** Optional free text: empty string and null both mean "none". */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, { error: `${label}不能超过 ${max} 个字符` })
    .nullish()
    .transform((v) => (v ? v : null));

/** Characters that never belong in a name and are the tools of markup or SQL injection. */
const FORBIDDEN_IN_NAMES = /[<>;"`\\\u0000-\u001f\u007f]/;

/** A display name (person, role, module): trimmed text without markup or statement separators. */
export const name = (label: string, max: number) =>
  text(label, max).refine((v) => !FORBIDDEN_IN_NAMES.test(v), {
    error: `${label}不能包含 < > ; " \` \\ 或控制字符`,
  });

export const id = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .positive({ error: `${label}无效` });

/** An id where 0, null and absent all mean "none" (the public library instead of a course, a bank's root folder). */
export const optionalId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(0, { error: `${label}无效` })
    .nullish()
    .transform((v) => (v ? v : null));
