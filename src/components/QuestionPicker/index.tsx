// A course's question bank to pick from, for a task or an exam paper: a folder (with its sub-folders), the bank's
// filters (type, difficulty, knowledge point, keyword) and pages (ExerciseTable), a preview in a drawer, and 加入
// for the chosen rows or one row. Questions already taken cannot be chosen again.
import { useRequest } from 'ahooks';
import { Button, TreeSelect, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { folderTree, type ExerciseSummary } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { queryExerciseFolders } from '@/services/htdz/exercise';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import ExercisePreview from '@/components/ExercisePreview';
import ExerciseTable from '@/components/ExerciseTable';
import { folderOptions } from '@/utils/folders';
import '@/locales/zh-CN/exercise';
import '@/locales/zh-CN/task';

type Props = {
  courseId: number;
  /** the questions in the task or paper now */
  taken: ReadonlySet<number>;
  onAdd: (rows: ExerciseSummary[]) => void;
  /** the batch button's text, e.g. 加入作业（3） */
  addChosenText: (count: number) => string;
  /** while an add is on its way */
  adding?: boolean;
};

export default function QuestionPicker({ courseId, taken, onAdd, addChosenText, adding }: Props) {
  const t = useT();
  const [folder, setFolder] = useState<number>();
  const [previewing, setPreviewing] = useState<number | null>(null);
  const folders = useRequest(async () => (await queryExerciseFolders(courseId)).obj.folders, { refreshDeps: [courseId] });
  const knowledge = useRequest(async () => (await getKnowledgeGraph(courseId)).obj.points, { refreshDeps: [courseId] });
  const options = useMemo(() => folderOptions(folderTree(folders.data ?? []), t('exercise.folder.root')), [folders.data, t]);

  return (
    <>
      <TreeSelect<number>
        aria-label={t('task.pick.folder')}
        placeholder={t('task.pick.folder.all')}
        allowClear
        treeDefaultExpandAll
        style={{ width: 260, marginBottom: 8 }}
        treeData={options}
        value={folder}
        onChange={(v) => setFolder(v ?? undefined)}
        data-testid="pick-folder"
      />
      <ExerciseTable
        courseId={courseId}
        parentId={folder}
        knowledge={knowledge.data?.map((p) => ({ knowId: p.knowId, name: p.name })) ?? []}
        editable={false}
        onPreview={(row) => setPreviewing(row.exerciseId)}
        choosable={(row) => !taken.has(row.exerciseId)}
        hiddenColumns={['authorName', 'updatedAt', 'sceneName']}
        embedded
        batch={(chosen) => (
          <Button
            type="primary"
            size="small"
            loading={adding}
            onClick={() => {
              onAdd(chosen.rows);
              chosen.done();
            }}
            data-testid="pick-add-chosen"
          >
            {addChosenText(chosen.ids.length)}
          </Button>
        )}
        rowActions={(row) => [
          taken.has(row.exerciseId) ? (
            <Typography.Text key="in" type="secondary">
              {t('task.pick.added')}
            </Typography.Text>
          ) : (
            <a key="add" onClick={() => onAdd([row])} data-testid={`pick-add-${row.exerciseId}`}>
              {t('task.pick.add')}
            </a>
          ),
        ]}
      />
      <ExercisePreview exerciseId={previewing} release onClose={() => setPreviewing(null)} />
    </>
  );
}
