// 考试信息 (/teacher/course/:courseId/exam/:examId/info): a paper's name, rules and duration (changed in place), its
// questions and total at a glance, and its publications: each class's window, duration, progress and average, with
// 报告, 修改设置 and 撤回; 发布考试 sends it to more classes.
import { EditOutlined, SendOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Card, Descriptions, Form, Result, Space, Spin, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ExamDetail } from '@contract/exam';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { getExam, queryExamClasses, saveExam } from '@/services/htdz/exam';
import ExamClassTable from '@/components/ExamClassTable';
import ExamInfoFields, { examInfoBody, type ExamInfoValues } from '../components/ExamInfoFields';
import { examExerciseLink, examListLink, examReportLink } from '@/utils/exam-links';
import LoadFailed from '../components/LoadFailed';
import PublishExamModal from '../components/PublishExamModal';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/exam-teacher';

const valuesOf = (exam: ExamDetail): ExamInfoValues => ({ name: exam.name, description: exam.description ?? '', durationMinutes: exam.durationMinutes });

function InfoForm({ exam, onSaved }: { exam: ExamDetail; onSaved: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ExamInfoValues>();
  const save = useRequest(saveExam, { manual: true });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const answer = await save.runAsync({ examId: exam.examId, courseId: exam.courseId, ...examInfoBody(values) }).catch(() => null);
    if (!answer) return;
    message.success(t('examTeacher.saved'));
    onSaved();
  };
  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(exam)} style={{ maxWidth: 760 }}>
      <ExamInfoFields />
      <Space>
        <Button type="primary" loading={save.loading} onClick={submit} data-testid="exam-info-save">
          {t('common.save')}
        </Button>
        <Button onClick={() => form.setFieldsValue(valuesOf(exam))}>{t('examTeacher.info.reset')}</Button>
      </Space>
    </Form>
  );
}

function ExamInfo({ courseId, examId }: { courseId: number; examId: number }) {
  const t = useT();
  const [publishing, setPublishing] = useState(false);
  const load = useRequest(async () => (await getExam(examId)).obj, { refreshDeps: [examId] });
  const examClasses = useRequest(async () => (await queryExamClasses({ examId })).obj, { refreshDeps: [examId] });
  const exam = load.data;
  const home = exam?.courseId ?? courseId;
  const refresh = () => {
    examClasses.refresh();
    load.refresh();
  };

  const publishButton = exam && (
    <Tooltip title={exam.questionCount === 0 ? t('examTeacher.publish.empty') : undefined}>
      <Button type="primary" icon={<SendOutlined />} disabled={exam.questionCount === 0} onClick={() => setPublishing(true)} data-testid="exam-publish-open">
        {t('examTeacher.publish.title')}
      </Button>
    </Tooltip>
  );
  const frame = (children: React.ReactNode) => (
    <PageContainer
      title={t('examTeacher.info.title')}
      subTitle={exam?.name}
      onBack={() => history.push(examListLink(home))}
      extra={
        exam && (
          <Space>
            <Button icon={<EditOutlined />} onClick={() => history.push(examExerciseLink(home, examId))} data-testid="exam-edit-questions">
              {t('examTeacher.info.editQuestions')}
            </Button>
          </Space>
        )
      }
    >
      {children}
    </PageContainer>
  );
  if (load.error && !exam) return frame(<Result status="404" title={t('examTeacher.notFound')} subTitle={t('examTeacher.notFound.desc')} />);
  if (!exam) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  return frame(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('examTeacher.info.paper')}>
        <Descriptions column={{ xs: 1, md: 4 }} style={{ marginBottom: 16 }} data-testid="exam-figures">
          <Descriptions.Item label={t('examTeacher.col.questions')}>{exam.questionCount}</Descriptions.Item>
          <Descriptions.Item label={t('examTeacher.col.total')}>
            <span data-testid="exam-info-total">{exam.totalScore}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('examTeacher.col.author')}>{exam.authorName}</Descriptions.Item>
          <Descriptions.Item label={t('examTeacher.col.updatedAt')}>{dayjs(exam.updatedAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
        </Descriptions>
        <InfoForm key={exam.updatedAt} exam={exam} onSaved={load.refresh} />
      </Card>
      <Card title={t('examTeacher.info.publications')} extra={publishButton}>
        <ExamClassTable
          data-testid="exam-publications"
          examClasses={examClasses.data}
          loading={examClasses.loading}
          withClass
          reportLink={(ec) => examReportLink(ec.courseId, ec.examClassId)}
          onChanged={refresh}
          emptyText={examClasses.error ? <LoadFailed onRetry={examClasses.refresh} /> : t('examTeacher.class.empty')}
        />
      </Card>
      <PublishExamModal
        exam={exam}
        open={publishing}
        onClose={() => setPublishing(false)}
        onPublished={() => {
          setPublishing(false);
          refresh();
        }}
      />
    </Space>,
  );
}

export default function ExamInfoPage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const examId = idParam(params.examId);
  if (courseId === null || examId === null) return <BadParam bare={false} />;
  return <ExamInfo key={examId} courseId={courseId} examId={examId} />;
}
