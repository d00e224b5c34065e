// A course's question bank: its folders on the left, the questions of the chosen folder (and its sub-folders) on
// the right, with filters, 预览 / 编辑 / 删除 per row, batch 移动到… / 复制到… / 删除, and 导入 / 导出 of the folder shown.
import { useRequest } from 'ahooks';
import { Card, Col, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { folderTree, type ExerciseSummary } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { queryExerciseFolders } from '@/services/htdz/exercise';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import QuestionBatch, { type BatchAction } from '@/components/QuestionBatch';
import ExercisePreview from '@/components/ExercisePreview';
import ExerciseTable from '@/components/ExerciseTable';
import ExerciseTransfer from '@/components/ExerciseTransfer';
import FolderTree, { type FolderSelection } from '@/components/FolderTree';
import { folderPath } from '@/utils/folders';
import { bankLinksOf, type BankPlace } from '@/utils/question-bank-links';
import '@/locales/zh-CN/exercise';

/** sharing is among teachers: a template's bank (experts) has none */
const BATCH: Record<Props['place']['area'], BatchAction[]> = { teacher: ['move', 'copy', 'share', 'delete'], expert: ['move', 'copy', 'delete'] };

type Props = {
  place: Extract<BankPlace, { courseId: number }>;
  /** the folder the list starts at; absent: the whole bank */
  initialFolder?: number;
  /** the user may change this course's bank (folders, new questions); rows say for themselves */
  editable: boolean;
};

export default function ExerciseBank({ place, initialFolder, editable }: Props) {
  const t = useT();
  const { courseId } = place;
  const [selected, setSelected] = useState<FolderSelection>(initialFolder);
  // bumped after a folder change, so the list (which may show that folder's questions) loads again
  const [version, setVersion] = useState(0);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const folders = useRequest(async () => (await queryExerciseFolders(courseId)).obj, { refreshDeps: [courseId] });
  const knowledge = useRequest(async () => (await getKnowledgeGraph(courseId)).obj.points, { refreshDeps: [courseId] });
  const list = folders.data?.folders;
  const tree = useMemo(() => folderTree(list ?? []), [list]);
  const links = useMemo(() => bankLinksOf(place), [place]);

  // a folder that is gone (deleted, or a stale address) shows the whole bank instead
  useEffect(() => {
    if (list && selected !== undefined && selected !== 0 && !list.some((f) => f.folderId === selected)) setSelected(undefined);
  }, [list, selected]);

  const reloadFolders = () => folders.refresh();
  const path = selected ? folderPath(list ?? [], selected) : [];
  const title = selected === undefined ? t('exercise.folder.all') : selected === 0 ? t('exercise.folder.unfiled') : path.join(' / ');

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="300px">
        <Card size="small" styles={{ body: { padding: 12 } }}>
          <FolderTree
            courseId={courseId}
            folders={list ?? []}
            rootCount={folders.data?.rootCount ?? 0}
            loading={folders.loading}
            selected={selected}
            onSelect={setSelected}
            editable={editable}
            onChanged={() => {
              reloadFolders();
              setVersion((v) => v + 1);
            }}
          />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card title={title || t('exercise.folder.all')} styles={{ body: { paddingTop: 0 } }} data-testid="bank-list">
          <ExerciseTable
            courseId={courseId}
            parentId={selected}
            knowledge={knowledge.data?.map((p) => ({ knowId: p.knowId, name: p.name })) ?? []}
            editable={editable}
            links={links}
            onPreview={(row: ExerciseSummary) => setPreviewing(row.exerciseId)}
            version={version}
            onChanged={reloadFolders}
            choosable={(row) => row.canEdit}
            batch={
              editable
                ? (chosen) => <QuestionBatch courseId={courseId} tree={tree} chosen={chosen} actions={BATCH[place.area]} onChanged={reloadFolders} />
                : undefined
            }
            embedded
            toolbar={
              <ExerciseTransfer
                courseId={courseId}
                parentId={selected}
                folderPath={path}
                editable={editable}
                onImported={() => {
                  reloadFolders();
                  setVersion((v) => v + 1);
                }}
              />
            }
          />
        </Card>
      </Col>
      <ExercisePreview exerciseId={previewing} release onClose={() => setPreviewing(null)} />
    </Row>
  );
}
