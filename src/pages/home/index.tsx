import { PageContainer } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Col, Row } from 'antd';
import { RoleId } from '@contract/role-ids';
import { getHomeSummary } from '@/services/htdz/home';
import { useT } from '@/components/Locale';
import AdminPanel from './components/AdminPanel';
import { courseBlocks } from './components/CoursesPanel';
import ExamPanel from './components/ExamPanel';
import HomeworkPanel from './components/HomeworkPanel';
import MyStats from './components/MyStats';
import QuickLinks from './components/QuickLinks';
import RecentScores from './components/RecentScores';
import RulesCard from './components/RulesCard';
import Welcome from './components/Welcome';

/**
 * How many blocks the summary brings for a role (students and teachers four: courses, classes or scores, homework,
 * exams; experts their courses; administrators the platform's figures): their places are held while it loads, so the
 * links and rules below do not jump when it arrives (layout shift).
 */
const BLOCKS_WHILE_LOADING: Record<number, number> = { [RoleId.STUDENT]: 4, [RoleId.TEACHER]: 4, [RoleId.EXPERT]: 1, [RoleId.ADMIN]: 2 };
/** a block's height with one or two rows in it */
const BLOCK_HEIGHT = 172;

/** 首页: a welcome for the active role, what needs attention, the pages at hand and the platform rules. */
export default function HomePage() {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const { data: summary, loading } = useRequest(async () => (await getHomeSummary()).obj, {
    refreshDeps: [user?.roleType],
  });

  return (
    <PageContainer title={false} breadcrumbRender={false}>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Welcome user={user} />
        </Col>
        <Col span={24}>
          <MyStats summary={summary} loading={loading} />
        </Col>
        {!summary &&
          loading &&
          Array.from({ length: BLOCKS_WHILE_LOADING[user?.baseRoleType ?? 0] ?? 0 }, (_, i) => (
            <Col key={i} xs={24} xl={12}>
              <Card loading style={{ height: BLOCK_HEIGHT }} />
            </Col>
          ))}
        {summary &&
          courseBlocks(summary, t).map((b) => (
            <Col key={b.key} xs={24} xl={12}>
              {b.node}
            </Col>
          ))}
        {summary?.recentScores && user && (
          <Col xs={24} xl={12}>
            <RecentScores scores={summary.recentScores} userId={user.userId} />
          </Col>
        )}
        {summary && user && (summary.dueHomework || summary.toReview) && (
          <Col xs={24} xl={12}>
            <HomeworkPanel summary={summary} userId={user.userId} />
          </Col>
        )}
        {summary && (summary.dueExams || summary.examsToReview) && (
          <Col xs={24} xl={12}>
            <ExamPanel summary={summary} />
          </Col>
        )}
        {summary?.admin && (
          <Col span={24}>
            <AdminPanel admin={summary.admin} />
          </Col>
        )}
        <Col xs={24} xl={14}>
          <QuickLinks menu={initialState?.menuData} />
        </Col>
        <Col xs={24} xl={10}>
          <RulesCard rules={summary?.rules} loading={loading} />
        </Col>
      </Row>
    </PageContainer>
  );
}
