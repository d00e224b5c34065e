// A course's task bank: its folders on the left (the question bank's folder tree, on the task bank's calls), the
// tasks of the chosen folder (and its sub-folders) on the right. A course under review or archived is read-only.
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Result, Row, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { folderTree } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { lockOf } from '@/utils/course';
import FolderTree, { type FolderCalls, type FolderSelection } from '@/components/FolderTree';
import { folderPath } from '@/utils/folders';
import PageFrame from '@/components/PageFrame';
import { getCourse } from '@/services/htdz/course';
import { deleteTaskFolder, moveTaskFolder, queryTaskFolders, saveTaskFolder } from '@/services/htdz/task';
import { courseHomeworkLink, courseViewLink } from '@/utils/homework-links';
import TaskTable from './TaskTable';
import '@/locales/zh-CN/task';

const TASK_FOLDER_CALLS: FolderCalls = { save: saveTaskFolder, move: moveTaskFolder, remove: deleteTaskFolder };

export default function TaskBank({ courseId }: { courseId: number }) {
  const t = useT();
  const [selected, setSelected] = useState<FolderSelection>();
  // bumped after a folder change, so the list (which may show that folder's tasks) loads again
  const [version, setVersion] = useState(0);
  const course = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId] });
  const folders = useRequest(async () => (await queryTaskFolders(courseId)).obj, { refreshDeps: [courseId] });
  const list = folders.data?.folders;
  const tree = useMemo(() => folderTree(list ?? []), [list]);
  const labels = useMemo(
    () => ({
      all: t('task.folder.all'),
      unfiled: t('task.folder.unfiled'),
      root: t('task.folder.root'),
      moveDesc: t('task.folder.moveDesc'),
      empty: t('task.folder.empty'),
    }),
    [t],
  );

  // a folder that is gone (deleted elsewhere) shows the whole bank instead
  useEffect(() => {
    if (list && selected !== undefined && selected !== 0 && !list.some((f) => f.folderId === selected)) setSelected(undefined);
  }, [list, selected]);

  const frame = (children: React.ReactNode) => (
    <PageFrame
      bare
      title={t('task.bank.title')}
      subTitle={course.data?.name}
      backText={t('task.back.course')}
      onBack={() => history.push(courseViewLink(courseId))}
      extra={<Button onClick={() => history.push(courseHomeworkLink(courseId))}>{t('task.bank.published')}</Button>}
    >
      {children}
    </PageFrame>
  );
  if (course.error || folders.error) return frame(<Result status="403" title={t('task.bank.unavailable')} subTitle={t('task.bank.unavailable.desc')} />);
  if (!course.data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const lock = lockOf(course.data);
  const editable = lock === null;
  const path = selected ? folderPath(list ?? [], selected) : [];
  const title = selected === undefined ? t('task.folder.all') : selected === 0 ? t('task.folder.unfiled') : path.join(' / ');
  const changed = () => folders.refresh();

  return frame(
    <>
      {lock && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t(`task.lock.${lock}`)} />}
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
              calls={TASK_FOLDER_CALLS}
              labels={labels}
              onChanged={() => {
                changed();
                setVersion((v) => v + 1);
              }}
            />
          </Card>
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Card title={title || t('task.folder.all')} styles={{ body: { paddingTop: 0 } }} data-testid="task-list">
            <TaskTable courseId={courseId} parentId={selected} tree={tree} editable={editable} version={version} onChanged={changed} />
          </Card>
        </Col>
      </Row>
    </>,
  );
}
