// 作业 of a course (/teacher/course/task/:courseId, inside the layout): the homework published to its classes, by
// class and by where it stands (未开始 / 进行中 / 已截止), with progress, review, new times and withdrawal; and the
// way to the task bank, where homework is made and published.
import { InboxOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import ClassSelect, { useCourseClasses } from '@/components/ClassSelect';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import HomeworkTable from '@/components/HomeworkTable';
import { HOMEWORK_PHASES, phaseOf, type HomeworkPhase } from '@/utils/homework-phase';
import { courseViewLink, taskBankLink } from '@/utils/homework-links';
import { getCourse } from '@/services/htdz/course';
import { queryHomeworks } from '@/services/htdz/homework';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/task';

function CourseHomework({ courseId }: { courseId: number }) {
  const t = useT();
  const [classId, setClassId] = useState<number | null>(null);
  const [phase, setPhase] = useState<HomeworkPhase | 'all'>('all');
  const course = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId] });
  const classes = useCourseClasses(courseId);
  const homeworks = useRequest(async () => (await queryHomeworks({ courseId, classId: classId ?? undefined })).obj, { refreshDeps: [courseId, classId] });
  const shown = useMemo(() => {
    const now = new Date();
    return (homeworks.data ?? []).filter((h) => phase === 'all' || phaseOf(h, now) === phase);
  }, [homeworks.data, phase]);

  return (
    <PageContainer
      title={t('task.course.title')}
      subTitle={course.data?.name}
      onBack={() => history.push(courseViewLink(courseId))}
      extra={
        <Button type="primary" icon={<InboxOutlined />} onClick={() => history.push(taskBankLink(courseId))}>
          {t('task.course.openBank')}
        </Button>
      }
    >
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <ClassSelect
            classes={classes.data}
            loading={classes.loading}
            value={classId}
            onChange={setClassId}
            placeholder={t('task.course.allClasses')}
            allowClear
            data-testid="course-hw-class"
          />
          <Segmented<HomeworkPhase | 'all'>
            value={phase}
            onChange={setPhase}
            options={[{ value: 'all', label: t('task.course.allPhases') }, ...HOMEWORK_PHASES.map((p) => ({ value: p, label: t(`task.homework.phase.${p}`) }))]}
          />
        </Space>
        <HomeworkTable
          homeworks={shown}
          loading={homeworks.loading}
          onChanged={() => homeworks.refresh()}
          withName
          emptyText={homeworks.data?.length ? t('task.course.empty.filtered') : t('task.course.empty')}
        />
      </Card>
    </PageContainer>
  );
}

export default function TeacherCourseTaskPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <CourseHomework courseId={courseId} />;
}
