// Questions as .xlsx for the bank mocks (not a mock itself: .umirc.ts excludes mock/_*.ts): the import template and
// an export of a bank, with the server's column headers (server/modules/exercises/sheet.ts), simplified.
import ExcelJS from 'exceljs';
import { answerText, DIFFICULTY_NAMES, EXERCISE_TYPE_NAMES, OPTION_KEYS } from '@contract/exercise';
import type { StoredExercise } from './_exercise-data';

const HEADERS = ['题型', '题干', ...OPTION_KEYS.map((k) => `选项${k}`), '答案', '解析', '难度', '分值', '知识点', '场景', '验证SQL', '关键词'];
const plain = (html: string | null) => (html ?? '').replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').trim();

export type SheetRow = { exercise: StoredExercise; knowledge: string[]; scene: string | null };

function rowOf({ exercise: e, knowledge, scene }: SheetRow): string[] {
  const spec = e.spec;
  const options = OPTION_KEYS.map((k) => ('options' in spec ? (spec.options.find((o) => o.key === k)?.text ?? '') : ''));
  const answer =
    spec.type === 'fill'
      ? spec.blanks.map((b) => b.answers.join('|')).join('；')
      : spec.type === 'short'
        ? plain(spec.referenceAnswer)
        : answerText(spec);
  return [
    EXERCISE_TYPE_NAMES[spec.type],
    plain(e.stem),
    ...options,
    answer,
    plain(e.analysis),
    DIFFICULTY_NAMES[e.difficulty],
    String(e.score),
    knowledge.join('、'),
    scene ?? '',
    'verifySql' in spec ? (spec.verifySql ?? '') : '',
    spec.type === 'short' ? spec.keywords.join('、') : '',
  ];
}

export async function exerciseSheet(rows: SheetRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('题目');
  sheet.columns = HEADERS.map((header) => ({ header, width: header === '题干' || header === '答案' ? 40 : 12 }));
  for (const r of rows) sheet.addRow(rowOf(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

type FileRes = { setHeader: (name: string, value: string) => unknown; send: (body: unknown) => void };

export function sendXlsx(res: FileRes, body: Buffer, fileName: string) {
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  res.send(body);
}
