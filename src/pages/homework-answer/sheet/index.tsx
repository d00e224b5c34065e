// 作业作答 (/task-stu/answser/studentId/homeworkId/:studentId/:homeworkId, no layout): loads my answer sheet (the first
// open starts it) and hands it to AnswerSheet; 重新加载 loads it again and starts the sheet over from the server's answers.
import { useParams } from '@umijs/max';
import { useT } from '@/components/Locale';
import { getHomeworkSheet } from '@/services/htdz/homework';
import PageState from '../components/PageState';
import AnswerSheet from './components/AnswerSheet';
import NotStarted from './components/NotStarted';
import { idParam } from '@/utils/route-params';
import { useSheetLoad } from '@/hooks/use-answer-sheet';
import '@/locales/zh-CN/homework-stu';

export default function HomeworkAnswerPage() {
  const t = useT();
  const params = useParams();
  const studentId = idParam(params.studentId);
  const homeworkId = idParam(params.homeworkId);
  const { load, loads } = useSheetLoad(
    async () => (studentId === null || homeworkId === null ? null : (await getHomeworkSheet(studentId, homeworkId)).obj),
    [studentId, homeworkId],
  );
  const title = t('homeworkStu.list.title');
  if (studentId === null || homeworkId === null) return <PageState state="badParam" title={title} />;
  // a reload shows the spinner again: the new sheet must not mix with the old one's answers
  if (load.loading || (load.error && !load.data)) return <PageState state={load.loading ? 'loading' : 'notFound'} title={title} />;
  if (!load.data || load.data.homeworkId !== homeworkId) return <PageState state="loading" title={title} />;
  // before the start the server sends no question: say when it opens
  if (Date.parse(load.data.serverNow) < Date.parse(load.data.startAt)) return <NotStarted sheet={load.data} onReload={load.refresh} />;
  return <AnswerSheet key={loads} sheet={load.data} studentId={studentId} onReload={load.refresh} />;
}
