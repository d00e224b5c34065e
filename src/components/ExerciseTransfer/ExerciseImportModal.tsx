// 导入题目: download the template, upload the filled sheet into the folder shown, read how many questions were
// imported or which rows are wrong (then none was: the server writes every row or none).
import { Descriptions } from 'antd';
import { EXERCISE_IMPORT_MAX_ROWS, type ImportExercisesAnswer } from '@contract/exercise';
import AllOrNoneImportModal from '@/components/AllOrNoneImport';
import { useT } from '@/components/Locale';
import { downloadExerciseImportTemplate, importExercises, type ExerciseTransferQuery } from '@/services/htdz/exercise';
import '@/locales/zh-CN/exercise';

type Props = {
  open: boolean;
  /** where the questions go: courseId absent for the public library, parentId 0 or absent for the root */
  target: ExerciseTransferQuery;
  /** the folder as the user knows it, e.g. 第三章 SQL / 单表查询 */
  targetName: string;
  /** questions were written: the list and the folders' counts changed */
  onImported: (count: number) => void;
  onClose: () => void;
};

export default function ExerciseImportModal({ open, target, targetName, onImported, onClose }: Props) {
  const t = useT();
  return (
    <AllOrNoneImportModal<ImportExercisesAnswer>
      open={open}
      texts="exercise.import"
      maxRows={EXERCISE_IMPORT_MAX_ROWS}
      downloadTemplate={downloadExerciseImportTemplate}
      upload={(file, opts) => importExercises(file, target, opts)}
      onAnswer={(answer) => {
        if (answer.imported > 0) onImported(answer.imported);
      }}
      done={(answer) => ({ message: t('exercise.import.done', { count: answer.imported }) })}
      uploadTestId="exercise-import-upload"
      onClose={onClose}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[{ key: 'target', label: t('exercise.import.target'), children: targetName }]}
      />
    </AllOrNoneImportModal>
  );
}
