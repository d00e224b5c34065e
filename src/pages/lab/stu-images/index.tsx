// 实验 (/stu/images/:courseId/:clazzId): the enabled images of the course of one of the student's classes, as cards
// with their description, what they provide and their limits, each with 启动实验, which opens the start page of the
// image as this student in their active role with the image chosen (/stu/start/...?imageId=; the server checks the
// account and role against the session).
import { CodeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { history, useModel, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Empty, Result, Row, Space, Spin, Tag, Typography } from 'antd';
import type { StudentLabImage } from '@contract/lab';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import StudyFrame from '@/components/StudyFrame';
import { STU_LINKS } from '@/utils/study';
import { useStudyCourse } from '@/hooks/use-study-course';
import { queryMyLabImages } from '@/services/htdz/lab';
import { limitTexts } from '@/utils/lab-limits';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/lab';
import '@/locales/zh-CN/stu';

type Props = { image: StudentLabImage; onStart: ((imageId: number) => void) | null };

function ImageCard({ image, onStart }: Props) {
  const t = useT();
  return (
    <Card
      title={
        <Space>
          <CodeOutlined />
          {image.name}
        </Space>
      }
      style={{ height: '100%' }}
      data-testid={`lab-card-${image.imageId}`}
      actions={[
        <Button
          key="start"
          type="primary"
          icon={<PlayCircleOutlined />}
          disabled={onStart === null}
          onClick={onStart ? () => onStart(image.imageId) : undefined}
          data-testid={`lab-start-${image.imageId}`}
        >
          {t('lab.stu.start')}
        </Button>,
      ]}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text>
          <Typography.Text type="secondary">{t('lab.stu.provides')}：</Typography.Text>
          {image.provides}
        </Typography.Text>
        <Typography.Paragraph type={image.description ? undefined : 'secondary'} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {image.description ?? t('lab.stu.noDescription')}
        </Typography.Paragraph>
        <Space size={[0, 4]} wrap data-testid={`lab-card-limits-${image.imageId}`}>
          {limitTexts(t, image).map((l) => (
            <Tag key={l.key}>{l.text}</Tag>
          ))}
        </Space>
      </Space>
    </Card>
  );
}

export default function StudentLabImagesPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const user = useModel('@@initialState').initialState?.currentUser;
  const course = useStudyCourse(courseId, clazzId);
  const list = useRequest(async () => (courseId === null || clazzId === null ? null : (await queryMyLabImages(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
  });
  if (courseId === null || clazzId === null) return <BadParam kind="chapter" bare={false} />;

  const start = user ? (imageId: number) => history.push(STU_LINKS.labStart(courseId, clazzId, user.code, user.roleType, imageId)) : null;
  const body = (() => {
    if (list.error && !list.data) return <Result status="403" title={t('stu.notFound')} subTitle={t('stu.notFound.desc')} />;
    if (!list.data) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
    if (list.data.length === 0) return <Empty description={t('lab.stu.empty')} data-testid="lab-empty" />;
    return (
      <>
        <Typography.Paragraph type="secondary">{t('lab.stu.intro')}</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {list.data.map((image) => (
            <Col key={image.imageId} xs={24} md={12} xl={8}>
              <ImageCard image={image} onStart={start} />
            </Col>
          ))}
        </Row>
      </>
    );
  })();

  return (
    <StudyFrame courseId={courseId} clazzId={clazzId} kind="lab" title={t('lab.stu.title')} course={course.data}>
      {list.data && list.data.length > 0 ? body : <Card>{body}</Card>}
    </StudyFrame>
  );
}
