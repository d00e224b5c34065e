// 班级管理 (/teacher/sclassList): the classes the user teaches in tabs 进行中 (no end date, or not yet past) / 已结束 /
// 全部, searchable by name, filtered by course, paged; a class closed to its students says so. 新建班级 opens an
// empty class form; a class's name opens its pages (班级信息 ...), each row 编辑 and 查看.
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Empty, Select, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { ClassState, ClassSummary } from '@contract/clazz';
import { useT } from '@/components/Locale';
import { CLASS_LINKS } from '@/utils/school-class';
import { CLASS_STATS_LINKS } from '@/utils/class-statistics';
import { queryClasses } from '@/services/htdz/clazz';
import { queryCourses } from '@/services/htdz/course';
import '@/locales/zh-CN/classes';

type Search = { current?: number; pageSize?: number; keyword?: string; courseId?: number; state?: ClassState };
type Tab = ClassState | 'all';

export default function ClassListPage() {
  const t = useT();
  const tableRef = useRef<ActionType>();
  const [courseId, setCourseId] = useState<number | undefined>();
  const [tab, setTab] = useState<Tab>('current');
  const [filtered, setFiltered] = useState(false);
  const [failed, setFailed] = useState(false);
  const params = useMemo(() => ({ courseId, state: tab === 'all' ? undefined : tab }), [courseId, tab]);

  const courses = useRequest(async () => (await queryCourses({ scope: 'mine', current: 1, pageSize: 100 })).obj.list);
  const courseOptions = (courses.data ?? []).map((c) => ({ value: c.courseId, label: c.name }));

  const create = (
    <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push(CLASS_LINKS.edit(0))} data-testid="class-create">
      {t('classes.new')}
    </Button>
  );

  const open = <Typography.Text type="secondary">{t('classes.date.open')}</Typography.Text>;
  const columns: ProColumns<ClassSummary>[] = [
    {
      title: t('classes.name'),
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
      render: (_, row) => (
        <Space size={4}>
          <Link to={CLASS_STATS_LINKS.classInfo(row.sclassId)} data-testid={`class-open-${row.sclassId}`}>
            {row.name}
          </Link>
          {!row.openToStudents && (
            <Tooltip title={t('classes.closed.tip')}>
              <Tag data-testid={`class-closed-${row.sclassId}`}>{t('classes.closed')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: t('classes.course'),
      dataIndex: 'courseName',
      width: 200,
      ellipsis: true,
      render: (_, row) => <Link to={CLASS_LINKS.course(row.courseId)}>{row.courseName}</Link>,
    },
    {
      title: t('classes.dates'),
      key: 'dates',
      width: 230,
      render: (_, row) =>
        row.startDate === null && row.endDate === null ? (
          open
        ) : (
          <span>
            {row.startDate ?? open} ~ {row.endDate ?? open}
          </span>
        ),
    },
    { title: t('classes.studentCount'), dataIndex: 'studentCount', width: 100, align: 'right' },
    { title: t('classes.owner'), dataIndex: 'ownerName', width: 120 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 120,
      fixed: 'right',
      render: (_, row) => [
        row.canEdit && (
          <a key="edit" onClick={() => history.push(CLASS_LINKS.edit(row.sclassId))} data-testid={`class-edit-${row.sclassId}`}>
            {t('common.edit')}
          </a>
        ),
        <a key="view" onClick={() => history.push(CLASS_LINKS.view(row.sclassId))} data-testid={`class-view-${row.sclassId}`}>
          {t('classes.action.view')}
        </a>,
      ],
    },
  ];

  const emptyOfTab: Record<Tab, string> = {
    current: t('classes.list.empty.current'),
    ended: t('classes.list.empty.ended'),
    all: t('classes.list.empty'),
  };
  const emptyText = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('classes.list.loadFailed')}>
      <Button onClick={() => tableRef.current?.reload()}>{t('classes.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('classes.list.empty.search') : emptyOfTab[tab]}>
      {!filtered && tab !== 'ended' && create}
    </Empty>
  );

  return (
    <PageContainer title={t('classes.list.title')} subTitle={t('classes.list.subTitle')}>
      <div data-testid="class-list">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          aria-label={t('classes.list.tabs')}
          data-testid="class-state-tabs"
          items={[
            { key: 'current', label: t('classes.list.tab.current') },
            { key: 'ended', label: t('classes.list.tab.ended') },
            { key: 'all', label: t('classes.list.tab.all') },
          ]}
        />
        <ProTable<ClassSummary, Search>
          rowKey="sclassId"
          actionRef={tableRef}
          columns={columns}
          search={false}
          scroll={{ x: 1000 }}
          params={params}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, showTotal: (total) => t('classes.list.total', { total }) }}
          options={{
            density: false,
            setting: false,
            reload: true,
            search: { placeholder: t('classes.list.search'), allowClear: true, style: { width: 240 } },
          }}
          locale={{ emptyText }}
          onRequestError={() => setFailed(true)}
          request={async ({ current, pageSize, keyword, courseId: course, state }) => {
            const word = keyword?.trim() || undefined;
            setFiltered(!!word || course !== undefined);
            setFailed(false);
            const answer = await queryClasses({ current, pageSize, keyword: word, courseId: course, state });
            return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
          }}
          toolBarRender={() => [
            <Select<number>
              key="course"
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 220 }}
              placeholder={t('classes.list.course.all')}
              aria-label={t('classes.list.course.filter')}
              data-testid="class-course-filter"
              loading={courses.loading}
              options={courseOptions}
              value={courseId}
              onChange={(v) => setCourseId(v ?? undefined)}
              notFoundContent={courses.error ? t('classes.form.course.loadFailed') : undefined}
            />,
            create,
          ]}
        />
      </div>
    </PageContainer>
  );
}
