// 导入名单: download the template, upload the filled sheet of 学号 and 姓名, read how many students were added (how many
// of them as new accounts, whose first passwords the roster shows once) and which were on the roster already, or which
// rows are wrong (then nobody was added and no account made: every row or none).
import { ROSTER_IMPORT_MAX_BYTES, ROSTER_IMPORT_MAX_ROWS, type ImportRosterAnswer } from '@contract/clazz';
import AllOrNoneImportModal from '@/components/AllOrNoneImport';
import { useT } from '@/components/Locale';
import { downloadRosterTemplate, importRoster } from '@/services/htdz/clazz';
import '@/locales/zh-CN/classes';

type Props = {
  sclassId: number;
  open: boolean;
  /** the roster was read without a wrong row: students were added (some as new accounts), or all were there already */
  onImported: (answer: ImportRosterAnswer) => void;
  onClose: () => void;
};

export default function RosterImportModal({ sclassId, open, onImported, onClose }: Props) {
  const t = useT();
  return (
    <AllOrNoneImportModal<ImportRosterAnswer>
      open={open}
      texts="classes.import"
      maxRows={ROSTER_IMPORT_MAX_ROWS}
      maxBytes={ROSTER_IMPORT_MAX_BYTES}
      downloadTemplate={downloadRosterTemplate}
      upload={(file, opts) => importRoster(file, sclassId, opts)}
      onAnswer={(answer) => {
        if (answer.errors.length === 0) onImported(answer);
      }}
      done={(answer) => {
        const notes = [
          answer.created.length > 0 ? t('classes.add.created', { count: answer.created.length }) : null,
          answer.already.length > 0 ? t('classes.add.already', { count: answer.already.length, codes: answer.already.join('、') }) : null,
        ].filter((note) => note !== null);
        return { message: t('classes.add.done', { count: answer.added }), description: notes.length > 0 ? notes.join('；') : undefined };
      }}
      uploadTestId="class-import-upload"
      resultTestId="class-import-result"
      onClose={onClose}
    />
  );
}
