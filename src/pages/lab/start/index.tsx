// 启动实验: /stu/start/:courseId/:studentCode/:roleId/:clazzId (a student, inside the study pages' frame) and
// /teacher/start/:courseId/:studentCode/:roleId (a teacher trying the course's lab, back to the course). The images the
// caller may start (students: the enabled ones of their class's course; teachers: all offered to the course, the
// disabled ones shown but not startable), `?imageId=` chosen first; the caller's container as it is; 启动实验 sends
// the path's account and role, which the server compares with the session. Started: the student's container page, or
// the teacher's list of the course's containers with theirs open.
import { AppstoreOutlined, DesktopOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Empty, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { LabContainer } from '@contract/lab';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import BadParam from '@/components/BadParam';
import StudyFrame from '@/components/StudyFrame';
import { STU_LINKS } from '@/utils/study';
import { useStudyCourse } from '@/hooks/use-study-course';
import { courseViewLink } from '@/utils/homework-links';
import { getCourse } from '@/services/htdz/course';
import { queryLabImages, queryMyLabContainer, queryMyLabImages } from '@/services/htdz/lab';
import { labContainersLink, labImagesLink, stuContainerLink } from '@/utils/lab-links';
import StartPanel from './StartPanel';
import type { StartImage, StartPlace } from './types';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/lab';

/** The images the caller may choose from: a student's class's enabled images, or every image offered to the course. */
async function imagesOf({ courseId, clazzId }: StartPlace): Promise<StartImage[]> {
  if (clazzId !== null) return (await queryMyLabImages(courseId, clazzId)).obj.map((image) => ({ image, enabled: true }));
  const page = await queryLabImages({ courseId, current: 1, pageSize: 100 });
  return page.obj.list.map(({ enabled, ...image }) => ({ image, enabled }));
}

function StudentFrame({ place, children }: { place: StartPlace & { clazzId: number }; children: ReactNode }) {
  const t = useT();
  const course = useStudyCourse(place.courseId, place.clazzId);
  return (
    <StudyFrame
      courseId={place.courseId}
      clazzId={place.clazzId}
      kind="lab"
      title={t('lab.start.title')}
      course={course.data}
      backTo={STU_LINKS.lab(place.courseId, place.clazzId)}
    >
      {children}
    </StudyFrame>
  );
}

function TeacherFrame({ courseId, children }: { courseId: number; children: ReactNode }) {
  const t = useT();
  const course = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId] });
  return (
    <PageContainer
      title={t('lab.start.title')}
      subTitle={course.data?.name}
      onBack={() => history.push(courseViewLink(courseId))}
      extra={[
        <Button key="images" icon={<AppstoreOutlined />} onClick={() => history.push(labImagesLink(courseId))}>
          {t('lab.entry')}
        </Button>,
        <Button key="containers" icon={<DesktopOutlined />} onClick={() => history.push(labContainersLink(courseId))} data-testid="lab-start-containers">
          {t('lab.containers.title')}
        </Button>,
      ]}
    >
      {children}
    </PageContainer>
  );
}

function StartBody({ place }: { place: StartPlace }) {
  const t = useT();
  const [search] = useSearchParams();
  const askedImageId = idParam(search.get('imageId') ?? undefined);
  const student = place.clazzId !== null;
  const images = useRequest(() => imagesOf(place), { refreshDeps: [place.courseId, place.clazzId] });
  const mine = useRequest(
    async () => {
      const { courseId, clazzId, studentCode, roleId } = place;
      const query = { ...(clazzId === null ? {} : { clazzId }), studentCode, roleId };
      return (await queryMyLabContainer(courseId, query, { skipErrorHandler: true })).obj;
    },
    { refreshDeps: [place.courseId, place.clazzId, place.studentCode, place.roleId] },
  );

  const open = (container: LabContainer) =>
    history.push(
      place.clazzId === null
        ? labContainersLink(place.courseId, container.containerId)
        : stuContainerLink(place.courseId, place.clazzId, place.studentCode, place.roleId),
    );

  const refused = bizMessage(mine.error);
  if (refused !== null) {
    return (
      <Card data-testid="lab-start-mine-refused">
        <Result status="403" title={t('lab.start.refused')} subTitle={refused} />
      </Card>
    );
  }
  if (images.error && !images.data) {
    return (
      <Card>
        <Result
          status="403"
          title={t('lab.start.unavailable')}
          subTitle={bizMessage(images.error) ?? t('lab.start.unavailable.desc')}
          extra={<Button onClick={images.refresh}>{t('lab.retry')}</Button>}
        />
      </Card>
    );
  }
  // the container's state may fail to load for a passing reason: starting still works without it
  if (!images.data || (mine.loading && mine.data === undefined)) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
  if (!images.data.some((i) => i.enabled)) {
    return (
      <Card>
        <Empty description={t(student ? 'lab.stu.empty' : 'lab.start.empty.teacher')} data-testid="lab-start-empty">
          {!student && <Button onClick={() => history.push(labImagesLink(place.courseId))}>{t('lab.entry')}</Button>}
        </Empty>
      </Card>
    );
  }
  return <StartPanel place={place} images={images.data} askedImageId={askedImageId} container={mine.data ?? null} onOpen={open} />;
}

export default function LabStartPage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const roleId = idParam(params.roleId);
  const studentCode = params.studentCode ?? '';
  // only the student's route has a class
  const student = params.clazzId !== undefined;
  const clazzId = student ? idParam(params.clazzId) : null;
  if (courseId === null || roleId === null || studentCode === '' || (student && clazzId === null)) return <BadParam kind="chapter" bare={false} />;
  const place: StartPlace = { courseId, clazzId, studentCode, roleId };
  const key = `${courseId}/${clazzId}/${studentCode}/${roleId}`;
  return clazzId !== null ? (
    <StudentFrame place={{ ...place, clazzId }}>
      <StartBody key={key} place={place} />
    </StudentFrame>
  ) : (
    <TeacherFrame courseId={courseId}>
      <StartBody key={key} place={place} />
    </TeacherFrame>
  );
}
