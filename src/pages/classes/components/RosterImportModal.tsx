// 导入名单: download the template, upload the filled sheet of 学号 (and 姓名 to check), read how many students were
// added and which were on the roster already, or which rows are wrong (then nobody was added: every row or none).
import { ROSTER_IMPORT_MAX_BYTES, ROSTER_IMPORT_MAX_ROWS, type ImportRosterAnswer } from '@contract/clazz';
import AllOrNoneImportModal from '@/components/AllOrNoneImport';
import { useT } from '@/components/Locale';
import { downloadRosterTemplate, importRoster } from '@/services/htdz/clazz';

type Props = {
  sclassId: number;
  open: boolean;
  /** the roster was read without a wrong row: students were added, or all were there already */
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
      done={(answer) => ({
        message: t('classes.add.done', { count: answer.added }),
        description: answer.already.length > 0 ? t('classes.add.already', { count: answer.already.length, codes: answer.already.join('、') }) : undefined,
      })}
      uploadTestId="class-import-upload"
      resultTestId="class-import-result"
      onClose={onClose}
    />
  );
}
