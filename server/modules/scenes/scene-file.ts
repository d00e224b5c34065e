// Reading a scene file 场景文件 (docs/scene-file.md) someone uploaded: the file as a whole is refused with one clear
// message (not text, not JSON, not our format, too many scenes, a key that could pollute a prototype); each scene is
// checked as saving one checks it, and what is wrong with it is kept to be named with it.
import { SaveSceneBody, SCENE_FILE_FORMAT, SCENE_FILE_VERSION, SCENE_IMPORT_MAX_SCENES } from '@contract/scene';
import { ErrorCode } from '@contract/envelope';
import { findBadText, jsonDepthExceeds, MAX_JSON_DEPTH } from '../../lib/bad-input';
import { AppError } from '../../lib/errors';

const badFile = (message: string) => new AppError(ErrorCode.BAD_FILE, message, 400);

/** Keys that reach an object's prototype when code copies them key by key: a file that has one is refused whole. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class PrototypeKey extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** The fields of a scene as saving takes them (the same limits and messages), without its place. */
const SceneFields = SaveSceneBody.pick({ name: true, description: true, initSql: true, hiddenData: true });
export type ImportedSceneValues = { name: string; description: string | null; initSql: string; hiddenData: string[] };

/** A scene of the file: its values when they are valid, else what is wrong; `label` names it in messages. */
export type FileScene = { label: string; name: string; hiddenDataCount: number } & (
  | { values: ImportedSceneValues; problem: null }
  | { values: null; problem: string }
);

/** The longest start of `text` within `max` UTF-16 units (as zod counts) that splits no character. */
function fitted(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

/** The longest name a message or an answer repeats from a file (a hostile file may hold a megabyte of it). */
const SHOWN_NAME = 60;
const shownName = (v: string) => (v.length > SHOWN_NAME ? `${fitted(v, SHOWN_NAME)}…` : v);

function parseJson(buffer: Buffer): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badFile('文件不是 UTF-8 编码的文本，请选择导出的场景文件（.json）');
  }
  text = text.replace(/^\uFEFF/, '');
  // the reviver and the checks below walk the value recursively: a file nested deeper than a request body may be stops here
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw badFile('文件的结构嵌套过深，不是场景文件');
  let doc: unknown;
  try {
    doc = JSON.parse(text, (key, value: unknown) => {
      if (PROTOTYPE_KEYS.has(key)) throw new PrototypeKey(key);
      return value;
    });
  } catch (e) {
    if (e instanceof PrototypeKey) throw badFile(`文件含有不允许的键名“${e.key}”，不能导入`);
    throw badFile('文件不是有效的 JSON，请选择导出的场景文件（.json）');
  }
  // what a JSON body may not hold may not come in a file either: PostgreSQL stores no NUL
  if (findBadText(doc)) throw badFile('文件中含有不允许的控制字符（如 \\u0000）或无效的 Unicode 字符，不能导入');
  return doc;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The scenes of an uploaded file, each checked as saving one is (name, description, scripts and their limits); the
 * scripts are not run here. A file that is not a scene file, or holds none or too many, is refused whole.
 */
export function readSceneFile(buffer: Buffer): FileScene[] {
  const doc = parseJson(buffer);
  if (!isRecord(doc) || doc.format !== SCENE_FILE_FORMAT) throw badFile(`文件不是场景文件（应为导出的 ${SCENE_FILE_FORMAT} 文件）`);
  if (doc.version !== SCENE_FILE_VERSION) {
    const version = typeof doc.version === 'number' || typeof doc.version === 'string' ? shownName(String(doc.version)) : '未知';
    throw badFile(`不支持的场景文件版本 ${version}，只能导入版本 ${SCENE_FILE_VERSION}`);
  }
  if (!Array.isArray(doc.scenes)) throw badFile('场景文件中没有场景列表（scenes）');
  if (doc.scenes.length === 0) throw badFile('文件中没有场景');
  if (doc.scenes.length > SCENE_IMPORT_MAX_SCENES) {
    throw badFile(`一个文件最多导入 ${SCENE_IMPORT_MAX_SCENES} 个场景，这个文件有 ${doc.scenes.length} 个；请分成几个文件导入`);
  }
  return doc.scenes.map((raw, i): FileScene => {
    const ordinal = `第 ${i + 1} 个场景`;
    if (!isRecord(raw)) return { label: ordinal, name: ordinal, hiddenDataCount: 0, values: null, problem: '不是场景（应为带 name、initSql 的对象）' };
    const name = typeof raw.name === 'string' && raw.name.trim() ? shownName(raw.name.trim()) : ordinal;
    const label = name === ordinal ? ordinal : `${ordinal}“${name}”`;
    const hiddenDataCount = Array.isArray(raw.hiddenData) ? raw.hiddenData.length : 0;
    const parsed = SceneFields.safeParse({ name: raw.name, description: raw.description, initSql: raw.initSql, hiddenData: raw.hiddenData });
    if (!parsed.success) {
      const problem = [...new Set(parsed.error.issues.map((issue) => issue.message))].join('；');
      return { label, name, hiddenDataCount, values: null, problem };
    }
    return { label, name, hiddenDataCount, values: parsed.data, problem: null };
  });
}

/** The longest scene name (contract/scene.ts SaveSceneBody). */
const NAME_MAX = 60;

/**
 * The name an imported scene is saved under: its own while nothing in `taken` has it, else with （导入）, （导入 2）…,
 * shortened in front of the suffix to stay within the name's limit. The name chosen is added to `taken`.
 */
export function importedName(name: string, taken: Set<string>): string {
  let chosen = name;
  for (let n = 1; taken.has(chosen); n++) {
    const suffix = n === 1 ? '（导入）' : `（导入 ${n}）`;
    chosen = `${fitted(name, NAME_MAX - suffix.length)}${suffix}`;
  }
  taken.add(chosen);
  return chosen;
}
