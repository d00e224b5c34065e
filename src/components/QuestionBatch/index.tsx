// Batch actions on the chosen questions, into a folder of one course: 移动到… (same bank), 复制到… (a copy in the
// picked folder; from the public library too, scenes come along), 共享 (with colleagues) and 删除 (after a confirmation).
import { CopyOutlined, ShareAltOutlined, SwapOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { ExerciseFolderNode } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { copyExercises, moveExercises } from '@/services/htdz/exercise';
import BatchDelete from './BatchDelete';
import type { Chosen } from '@/components/ExerciseTable';
import FolderPickModal from '@/components/FolderPickModal';
import ShareModal from '@/components/ShareModal';
import '@/locales/zh-CN/exercise';
import '@/locales/zh-CN/share';

export type BatchAction = 'move' | 'copy' | 'share' | 'delete';

type Props = {
  /** the course whose folders are the targets */
  courseId: number;
  tree: ExerciseFolderNode[];
  chosen: Chosen;
  actions: BatchAction[];
  /** the copy button's text (复制到… in the course's bank, 复制到本课程 from the public library) */
  copyText?: string;
  /** after a change: the folders' counts changed */
  onChanged?: () => void;
};

export default function QuestionBatch({ courseId, tree, chosen, actions, copyText, onChanged }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [picking, setPicking] = useState<'move' | 'copy' | null>(null);
  const [sharing, setSharing] = useState<number[]>([]);
  const move = useRequest(moveExercises, { manual: true });
  const copy = useRequest(copyExercises, { manual: true });
  const count = chosen.ids.length;

  const finish = (text: string) => {
    message.success(text);
    setPicking(null);
    chosen.done();
    onChanged?.();
  };

  const onPick = async (parentId: number) => {
    const exerciseIds = chosen.ids;
    if (picking === 'move') {
      const answer = await move.runAsync({ exerciseIds, parentId });
      finish(t('exercise.moved', { count: answer.obj.moved }));
    } else if (picking === 'copy') {
      const answer = await copy.runAsync({ exerciseIds, courseId, parentId });
      finish(t('exercise.copied', { count: answer.obj.exerciseIds.length }));
    }
  };

  return (
    <>
      {actions.includes('move') && (
        <Button size="small" icon={<SwapOutlined />} onClick={() => setPicking('move')} data-testid="batch-move">
          {t('exercise.batch.move')}
        </Button>
      )}
      {actions.includes('copy') && (
        <Button size="small" icon={<CopyOutlined />} onClick={() => setPicking('copy')} data-testid="batch-copy">
          {copyText ?? t('exercise.batch.copy')}
        </Button>
      )}
      {actions.includes('share') && (
        <Button size="small" icon={<ShareAltOutlined />} onClick={() => setSharing(chosen.ids)} data-testid="batch-share">
          {t('share.action')}
        </Button>
      )}
      {actions.includes('delete') && <BatchDelete chosen={chosen} onChanged={onChanged} />}
      <ShareModal kind="exercise" ids={sharing} onClose={() => setSharing([])} onShared={chosen.done} />
      <FolderPickModal
        open={picking !== null}
        title={picking === 'move' ? t('exercise.batch.move.title', { count }) : t('exercise.batch.copy.title', { count })}
        description={picking === 'copy' ? t('exercise.batch.copy.desc') : undefined}
        tree={tree}
        okText={picking === 'move' ? t('exercise.action.move') : t('exercise.action.copy')}
        loading={move.loading || copy.loading}
        onCancel={() => setPicking(null)}
        onOk={(parentId) => void onPick(parentId).catch(() => undefined)}
      />
    </>
  );
}
