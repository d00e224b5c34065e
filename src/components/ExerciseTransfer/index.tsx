// 导入 / 导出 in a bank's toolbar: the import writes into the folder shown (the root for 全部题目 and 未分类), the
// export saves the folder shown with its sub-folders (the whole bank for 全部题目) as .xlsx.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import { exportExercises } from '@/services/htdz/exercise';
import ExerciseImportModal from './ExerciseImportModal';
import '@/locales/zh-CN/exercise';

type Props = {
  /** the course whose bank it is; null for the public library */
  courseId: number | null;
  /** the folder shown: absent the whole bank, 0 the root (未分类), n the folder with its sub-folders */
  parentId?: number;
  /** the names of the folder shown, from the top (empty for the whole bank and the root) */
  folderPath: string[];
  /** 导入 only where the user may change the bank */
  editable: boolean;
  onImported: () => void;
};

/** A name the file systems accept (folder names may hold / and the like). */
const fileSafe = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '_').trim();

export default function ExerciseTransfer({ courseId, parentId, folderPath, editable, onImported }: Props) {
  const t = useT();
  const [importing, setImporting] = useState(false);
  const course = courseId === null ? {} : { courseId };

  const folderName = parentId === undefined ? null : parentId === 0 ? t('exercise.folder.unfiled') : folderPath[folderPath.length - 1];
  const fileName = folderName ? t('exercise.export.folderFileName', { name: fileSafe(folderName) }) : t('exercise.export.fileName');
  const exporting = useRequest(async () => saveBlob(await exportExercises({ ...course, parentId }), fileName), { manual: true });

  // an import goes into the folder shown; 全部题目 has no folder of its own, so the root
  const target = courseId === null ? {} : { courseId, parentId: parentId ?? 0 };
  const targetName = courseId === null ? t('exercise.import.library') : parentId ? folderPath.join(' / ') : t('exercise.folder.root');

  return (
    <>
      {editable && (
        <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="exercise-import">
          {t('exercise.import.action')}
        </Button>
      )}
      <Button key="export" icon={<DownloadOutlined />} loading={exporting.loading} onClick={() => exporting.run()} data-testid="exercise-export">
        {t('exercise.export.action')}
      </Button>
      {editable && <ExerciseImportModal open={importing} target={target} targetName={targetName} onImported={onImported} onClose={() => setImporting(false)} />}
    </>
  );
}
