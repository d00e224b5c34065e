// The page of a course's question bank (teachers on /question-bank/list and /teacher/course/question, experts on
// the template's exercise page): the bank, and beside it the public library to copy from; for teachers also what
// colleagues shared (共享给我的) and their own shares (我共享的). A course under review, archived or someone else's is
// shown read-only.
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Card, Result, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { folderTree } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { lockOf } from '@/utils/course';
import PageFrame from '@/components/PageFrame';
import { getCourse } from '@/services/htdz/course';
import { queryExerciseFolders } from '@/services/htdz/exercise';
import ExerciseBank from './ExerciseBank';
import QuestionLibrary from '@/components/QuestionLibrary';
import MyShares from '@/components/MyShares';
import SharedWithMe from '@/components/SharedWithMe';
import '@/locales/zh-CN/exercise';
import '@/locales/zh-CN/share';

type Props = {
  area: 'teacher' | 'expert';
  courseId: number;
  /** the folder the list starts at; absent: the whole bank */
  initialFolder?: number;
  /** the route has no layout (/question-bank/...): the page draws its own header */
  bare: boolean;
  backTo: string;
};

/** The public library, copying into a folder of the course (whose folders it loads each time it is shown). */
function CopyFromLibrary({ courseId, shown, onCopied }: { courseId: number; shown: boolean; onCopied: () => void }) {
  const folders = useRequest(async () => folderTree((await queryExerciseFolders(courseId)).obj.folders), { ready: shown, refreshDeps: [courseId, shown] });
  return <QuestionLibrary mode={{ kind: 'copyTo', courseId, tree: folders.data ?? [], onCopied }} embedded />;
}

export default function QuestionBankPage({ area, courseId, initialFolder, bare, backTo }: Props) {
  const t = useT();
  const [tab, setTab] = useState('course');
  // a copy lands in the course's bank: show it afresh
  const [copies, setCopies] = useState(0);
  const course = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId] });
  const lock = course.data ? lockOf(course.data) : null;
  const editable = course.data !== undefined && lock === null;

  const frame = (children: React.ReactNode) => (
    <PageFrame bare={bare} title={t('exercise.bank.title')} subTitle={course.data?.name} backText={t('exercise.back')} onBack={() => history.push(backTo)}>
      {children}
    </PageFrame>
  );
  if (course.error) return frame(<Result status="404" title={t('exercise.course.notFound')} subTitle={t('exercise.course.notFound.desc')} />);
  if (!course.data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const bank = <ExerciseBank key={copies} place={{ area, courseId }} initialFolder={initialFolder} editable={editable} />;
  const copied = () => {
    setCopies((n) => n + 1);
    setTab('course');
  };
  // sharing is among teachers (experts keep templates and the public library)
  const sharing =
    area === 'teacher'
      ? [
          { key: 'shared', label: t('share.tab.received'), children: <SharedWithMe kind="exercise" courseId={courseId} onCopied={copied} /> },
          { key: 'mine', label: t('share.tab.mine'), children: <MyShares kind="exercise" /> },
        ]
      : [];
  return frame(
    <>
      {lock && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t(`exercise.lock.${lock}`)} data-testid="bank-locked" />}
      {editable ? (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'course', label: t('exercise.tab.course'), children: bank },
            {
              key: 'public',
              label: t('exercise.tab.public'),
              children: (
                <Card styles={{ body: { paddingTop: 0 } }}>
                  <CopyFromLibrary courseId={courseId} shown={tab === 'public'} onCopied={copied} />
                </Card>
              ),
            },
            // shown afresh each time: a share or a copy elsewhere changes them
            ...sharing.map((item) => ({ ...item, destroyOnHidden: true, children: <Card styles={{ body: { paddingTop: 0 } }}>{item.children}</Card> })),
          ]}
        />
      ) : (
        bank
      )}
    </>,
  );
}
