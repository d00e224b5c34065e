// A page of the question editor: new (no exerciseId) or an existing question, in the teacher's bank (bare pages
// without the layout), a course template's bank or the public library (expert pages). A question the user may not
// change opens read-only with the reason. 返回, 取消 and 保存 go back to the bank's list.
import { EyeOutlined, HistoryOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Result, Space, Spin, Tag } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { EXERCISE_TYPE_NAMES, type Exercise } from '@contract/exercise';
import { useT } from '@/components/Locale';
import PageFrame from '@/components/PageFrame';
import { getExercise } from '@/services/htdz/exercise';
import ExerciseForm from './ExerciseForm';
import { useLeaveGuard } from '@/components/LeaveGuard';
import VersionHistory from '@/components/VersionHistory';
import '@/locales/zh-CN/exercise-form';

type Props = {
  /** the bank of a new question (null: the public library); an existing question answers its own */
  courseId: number | null;
  /** the folder of a new question (null: the bank's root) */
  parentId: number | null;
  /** null: a new question */
  exerciseId: number | null;
  /** the route has no layout */
  bare: boolean;
  /** the bank's list: where 返回, 取消 and 保存 go */
  listPath: string;
  /** the preview page of the question, where the area has one */
  previewPath?: (exerciseId: number) => string | null;
};

export default function ExerciseEditor({ courseId, parentId, exerciseId, bare, listPath, previewPath }: Props) {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  const [history, setHistory] = useState(false);
  const guard = useLeaveGuard(dirty);
  const load = useRequest(async () => (exerciseId === null ? null : (await getExercise(exerciseId)).obj), { refreshDeps: [exerciseId] });
  const exercise: Exercise | null = load.data ?? null;
  const onDirty = useCallback((d: boolean) => setDirty(d), []);

  const bank = (exercise ? exercise.courseId : courseId) === null ? t('exerciseForm.bank.public') : undefined;
  const title = exerciseId === null ? t('exerciseForm.create.title') : t('exerciseForm.edit.title');
  const subTitle = exercise ? [EXERCISE_TYPE_NAMES[exercise.type], bank].filter(Boolean).join(' · ') : bank;
  const preview = exercise && previewPath?.(exercise.exerciseId);
  const back = () => guard.leaveAsking(listPath);

  const page = (children: ReactNode) => (
    <PageFrame
      bare={bare}
      title={title}
      subTitle={subTitle}
      backText={t('exerciseForm.back')}
      onBack={back}
      extra={
        exercise && (
          <Space>
            <Tag color="blue" data-testid="exercise-version">
              {t('exerciseForm.version', { version: exercise.version })}
            </Tag>
            <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)} data-testid="exercise-history">
              {t('exerciseForm.versions.open')}
            </Button>
            {preview && (
              <Button icon={<EyeOutlined />} onClick={() => guard.leaveAsking(preview)} data-testid="exercise-preview">
                {t('exerciseForm.preview')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {children}
      {exercise && <VersionHistory exerciseId={exercise.exerciseId} open={history} onClose={() => setHistory(false)} />}
    </PageFrame>
  );

  if (load.error) return page(<Result status="404" title={t('exerciseForm.notFound')} subTitle={t('exerciseForm.notFound.desc')} />);
  if (load.loading || (exerciseId !== null && !exercise)) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const readOnly = !!exercise && !exercise.canEdit;
  const target = exercise
    ? { exerciseId: exercise.exerciseId, courseId: exercise.courseId, parentId: exercise.parentId }
    : { exerciseId: null, courseId, parentId };
  return page(
    <>
      {readOnly && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="exercise-readonly"
          message={t('exerciseForm.readOnly')}
          description={t(target.courseId === null ? 'exerciseForm.readOnly.public' : 'exerciseForm.readOnly.course')}
        />
      )}
      <ExerciseForm target={target} exercise={exercise} readOnly={readOnly} onSaved={() => guard.leave(listPath)} onCancel={back} onDirty={onDirty} />
    </>,
  );
}
