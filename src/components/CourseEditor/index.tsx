// The info of a course or template: 名称, 封面, 课程介绍 (rich text). 保存 stores it, 提交审核 sends a draft to the
// experts (the owner's, or an admin's). What is typed is kept as a draft in this browser until it is saved. A course
// waiting for review, an archived one, or one the user may not change (an assistant's) shows read-only with the reason.
// A teacher's course has a second tab, 教学团队 (CourseTeam.tsx), which its owner manages and its team reads.
import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Result, Space, Spin, Tabs, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { SaveCourseBody, type Course } from '@contract/course';
import { useFormDraft } from '@/components/Draft/use-form-draft';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import DraftRestoredAlert from '@/components/Draft/RestoredAlert';
import RichText from '@/components/RichText';
import { storedHtml } from '@/components/RichText/html';
import { htdzHost } from '@/services/htdz/client';
import { getCourse, saveCourse, submitCourse, uploadCover } from '@/services/htdz/course';
import { STATS_LINKS } from '@/utils/study-statistics';
import CourseInfo from '@/components/CourseInfo';
import CourseStatusTag from '@/components/CourseStatusTag';
import CoverUpload from './CoverUpload';
import CourseTeam from './CourseTeam';
import { COURSE_LINKS, courseDraft, courseDraftKey, lockOf, savedValuesOf, type CourseArea, type CourseValues, type Lock } from '@/utils/course';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/course';
import '@/locales/zh-CN/stats';

/** Images in a description are uploaded like covers (the contract's one image call for courses). */
const uploadDescriptionImage = async (file: File) => `${htdzHost()}${(await uploadCover(file)).obj.cover}`;

const LOCK_TEXT = {
  submitted: ['course.lock.submitted', 'course.lock.submitted.desc'],
  archived: ['course.lock.archived', 'course.lock.archived.desc'],
  noRight: ['course.lock.noRight', 'course.lock.noRight.desc'],
} as const satisfies Record<Lock, readonly [string, string]>;
/** An assistant may not change the course either, and is told what they may do instead. */
const ASSISTANT_TEXT = ['course.lock.assistant', 'course.lock.assistant.desc'] as const;

type Props = { area: CourseArea; courseId: number };

export default function CourseEditor({ area, courseId }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const links = COURSE_LINKS[area];
  const [form] = Form.useForm<CourseValues>();
  const draft = useFormDraft(form, courseDraftKey(courseId), courseDraft);
  const [course, setCourse] = useState<Course | null>(null);
  const name = Form.useWatch('name', form) ?? '';

  const load = useRequest(async () => (await getCourse(courseId)).obj, {
    refreshDeps: [courseId],
    onSuccess: (loaded) => {
      setCourse(loaded);
      draft.start(savedValuesOf(loaded));
    },
  });
  const save = useRequest(saveCourse, { manual: true });
  const submit = useRequest(submitCourse, { manual: true });

  const back = () => {
    const go = () => history.push(links.list);
    if (!draft.dirty) return go();
    modal.confirm({ title: t('course.leave.title'), content: t('course.leave.content'), okText: t('course.leave.ok'), onOk: go });
  };

  /** Saves the form; answers the saved course, or null when the form is invalid or the server refused. */
  const onSave = async (quiet = false): Promise<Course | null> => {
    if (!course) return null;
    const values = await form.validateFields().catch(() => null);
    if (!values || save.loading) return null;
    const sent = courseDraft.valuesOf(values);
    try {
      const answer = await save.runAsync({
        courseId: course.courseId,
        name: sent.name,
        description: storedHtml(sent.description),
        cover: sent.cover || null,
        isTemplate: course.isTemplate,
      });
      draft.markSaved(sent);
      setCourse(answer.obj);
      if (!quiet) message.success(t('course.saved'));
      return answer.obj;
    } catch {
      return null;
    }
  };

  const onSubmit = async () => {
    if (draft.dirty && !(await onSave(true))) return;
    try {
      const answer = await submit.runAsync(courseId);
      setCourse(answer.obj);
      message.success(t('course.submitted'));
    } catch {
      // shown by the request error handler
    }
  };

  const page = (children: ReactNode) => (
    <PageContainer
      title={course?.isTemplate ? t('course.edit.templateTitle') : t('course.edit.title')}
      subTitle={course?.name}
      tags={course ? <CourseStatusTag status={course.status} /> : undefined}
      onBack={back}
      extra={
        course && [
          <Button key="view" onClick={() => history.push(links.view(course.courseId))}>
            {t('course.action.view')}
          </Button>,
          <Button key="chapters" onClick={() => history.push(links.chapters(course.courseId))} data-testid="course-chapters">
            {t('chapter.action.chapters')}
          </Button>,
          <Button key="knowledge" onClick={() => history.push(links.knowledge(course.courseId))} data-testid="course-knowledge">
            {t('course.action.knowledge')}
          </Button>,
          <Button key="scenes" onClick={() => history.push(links.scenes(course.courseId))}>
            {t('course.action.scenes')}
          </Button>,
          area === 'expert' && (
            <Button key="stats" onClick={() => history.push(STATS_LINKS.expert(course.courseId))} data-testid="course-stats-link">
              {t('stats.course.title')}
            </Button>
          ),
        ]
      }
    >
      {children}
    </PageContainer>
  );

  if (load.error) return page(<Result status="404" title={t('course.notFound')} subTitle={t('course.notFound.desc')} />);
  if (!course || !draft.initial) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  // a teacher's course, for its owner, its team and admins: the info, then the team
  const withTeam = (info: ReactNode) =>
    area === 'teacher' && !course.isTemplate && (course.canManage || course.myRole !== null) ? (
      <Tabs
        data-testid="course-tabs"
        items={[
          { key: 'info', label: t('course.tab.info'), children: info },
          { key: 'team', label: t('course.tab.team'), children: <CourseTeam courseId={course.courseId} manageable={course.canManage} /> },
        ]}
      />
    ) : (
      info
    );

  const lock = lockOf(course);
  if (lock) {
    const assistant = lock === 'noRight' && course.myRole === 'assistant';
    const [title, desc] = assistant ? ASSISTANT_TEXT : LOCK_TEXT[lock];
    return page(
      withTeam(
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Alert type={lock === 'submitted' || assistant ? 'info' : 'warning'} showIcon data-testid="course-locked" message={t(title)} description={t(desc)} />
          <CourseInfo course={course} />
        </Space>,
      ),
    );
  }

  const returned = course.status === 'draft' && course.reviewComment;
  return page(
    withTeam(
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {returned && (
          <Alert
            type="error"
            showIcon
            data-testid="course-returned"
            message={t('course.returned', { reviewer: course.reviewerName ?? t('course.reviewer.unknown') })}
            description={<span style={{ whiteSpace: 'pre-wrap' }}>{course.reviewComment}</span>}
          />
        )}
        {course.status === 'confirmed' && <Alert type="success" showIcon message={t('course.confirmed.note')} />}
        <Card title={t('course.form.card')}>
          {draft.restored && <DraftRestoredAlert savedAt={draft.restored.savedAt} onDiscard={draft.discard} testId="course-draft-restored" />}
          <Form<CourseValues>
            key={draft.key}
            form={form}
            layout="vertical"
            initialValues={draft.initial}
            onValuesChange={(_c, all) => draft.onValuesChange(all)}
          >
            <Form.Item name="name" label={t('course.form.name')} required rules={[zodRule(SaveCourseBody.shape.name, t('course.form.name.required'))]}>
              <Input maxLength={60} showCount placeholder={t('course.form.name.placeholder')} style={{ maxWidth: 560 }} />
            </Form.Item>
            <Form.Item name="cover" label={t('course.form.cover')}>
              <CoverUpload name={name} />
            </Form.Item>
            <Form.Item name="description" label={t('course.form.description')}>
              <RichText
                label={t('course.form.description')}
                placeholder={t('course.form.description.placeholder')}
                uploadImage={uploadDescriptionImage}
                minHeight={280}
              />
            </Form.Item>
          </Form>
          <Space wrap>
            <Button type="primary" icon={<SaveOutlined />} loading={save.loading} onClick={() => onSave()} data-testid="course-save">
              {t('course.form.save')}
            </Button>
            {course.status === 'draft' && course.canManage && (
              <Popconfirm title={t('course.submit.confirm', { name: course.name })} description={t('course.submit.confirmDesc')} onConfirm={onSubmit}>
                <Button icon={<SendOutlined />} loading={submit.loading} data-testid="course-submit">
                  {t('course.action.submit')}
                </Button>
              </Popconfirm>
            )}
            {draft.dirty && <Typography.Text type="secondary">{t('course.form.dirty')}</Typography.Text>}
          </Space>
        </Card>
      </Space>,
    ),
  );
}
