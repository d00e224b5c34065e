// The public library of questions (no course, so no folders and no knowledge points). Experts keep it: 新建题目,
// 编辑 / 删除, 复制到课程 into one of their courses, 导入 / 导出 of the whole library. From a course's bank it is
// read-only and offers 复制到本课程 into a folder of that course.
import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { ExerciseFolderNode } from '@contract/exercise';
import { useT } from '@/components/Locale';
import BatchDelete from '@/components/QuestionBatch/BatchDelete';
import QuestionBatch from '@/components/QuestionBatch';
import ExercisePreview from '@/components/ExercisePreview';
import ExerciseTable from '@/components/ExerciseTable';
import ExerciseTransfer from '@/components/ExerciseTransfer';
import LibraryCopyModal from './LibraryCopyModal';
import { bankLinksOf } from '@/utils/question-bank-links';
import '@/locales/zh-CN/exercise';

/** Experts keep the library; a course's bank copies from it into the course's folders. */
export type LibraryMode = { kind: 'expert' } | { kind: 'copyTo'; courseId: number; tree: ExerciseFolderNode[]; onCopied: () => void };

export default function QuestionLibrary({ mode, embedded }: { mode: LibraryMode; embedded?: boolean }) {
  const t = useT();
  const { message } = App.useApp();
  const [previewing, setPreviewing] = useState<number | null>(null);
  // the questions 复制到课程 is asked for, with what to do once copied
  const [copying, setCopying] = useState<{ ids: number[]; done?: () => void }>({ ids: [] });
  const expert = mode.kind === 'expert';
  // bumped after an import, so the list loads again
  const [version, setVersion] = useState(0);

  return (
    <>
      <ExerciseTable
        courseId={null}
        editable={expert}
        links={expert ? bankLinksOf({ area: 'library' }) : undefined}
        onPreview={(row) => setPreviewing(row.exerciseId)}
        embedded={embedded}
        version={version}
        toolbar={expert && <ExerciseTransfer courseId={null} folderPath={[]} editable onImported={() => setVersion((v) => v + 1)} />}
        choosable={expert ? (row) => row.canEdit : undefined}
        rowActions={
          expert
            ? (row) => [
                <a key="copy" onClick={() => setCopying({ ids: [row.exerciseId] })}>
                  {t('exercise.libraryCopy.action')}
                </a>,
              ]
            : undefined
        }
        batch={(chosen) =>
          mode.kind === 'expert' ? (
            <>
              <Button size="small" icon={<CopyOutlined />} onClick={() => setCopying({ ids: chosen.ids, done: chosen.done })} data-testid="batch-copy">
                {t('exercise.libraryCopy.action')}
              </Button>
              <BatchDelete chosen={chosen} />
            </>
          ) : (
            <QuestionBatch
              courseId={mode.courseId}
              tree={mode.tree}
              chosen={chosen}
              actions={['copy']}
              copyText={t('exercise.batch.copyHere')}
              onChanged={mode.onCopied}
            />
          )
        }
      />
      <ExercisePreview exerciseId={previewing} release onClose={() => setPreviewing(null)} />
      {expert && (
        <LibraryCopyModal
          exerciseIds={copying.ids}
          onClose={() => setCopying({ ids: [] })}
          onCopied={(count, courseName) => {
            message.success(t('exercise.libraryCopy.done', { count, course: courseName }));
            copying.done?.();
            setCopying({ ids: [] });
          }}
        />
      )}
    </>
  );
}
