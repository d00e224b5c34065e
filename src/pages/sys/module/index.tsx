import { AppstoreOutlined, NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAppData } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { ModuleNode } from '@contract/sys';
import { useT } from '@/components/Locale';
import ModuleIcon from '@/components/ModuleIcon';
import { filterTree, flatten, parentIds } from '@/components/ModuleTree';
import { deleteModule, queryModules } from '@/services/htdz/sys';
import { type NamedRoute, pageOf } from '@/utils/page-names';
import ModuleForm, { type Editing } from './components/ModuleForm';
import '@/locales/zh-CN/sys';

// A failed call was shown by the request error handler; the Popconfirm just closes.
const shownAlready = () => undefined;

/** What a module opens: the page's name first, its address below; a group of the menu, or an address with no page. */
function OpenedPage({ module, routes }: { module: ModuleNode; routes: readonly NamedRoute[] }) {
  const t = useT();
  const page = pageOf(module.path, routes);
  const name = (() => {
    if (page?.name) return <span>{page.name}</span>;
    if (page) return <Typography.Text type="secondary">{t('sys.module.page.unnamed')}</Typography.Text>;
    if (module.children?.length) return <Typography.Text type="secondary">{t('sys.module.page.group')}</Typography.Text>;
    return <Tag color="warning">{t('sys.module.page.none')}</Tag>;
  })();
  return (
    <Space direction="vertical" size={0} data-testid={`module-page-${module.moduleId}`}>
      {name}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {module.path}
      </Typography.Text>
    </Space>
  );
}

/** 模块管理: the module tree that makes every role's menu. */
export default function ModulePage() {
  const t = useT();
  const { message } = App.useApp();
  const routesById = useAppData().routes;
  const routes = useMemo(() => Object.values(routesById) as NamedRoute[], [routesById]);
  const tableRef = useRef<ActionType>();
  const [tree, setTree] = useState<ModuleNode[]>([]);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const remove = useRequest(deleteModule, { manual: true });

  const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);

  const onDelete = async (row: ModuleNode) => {
    await remove.runAsync({ moduleId: row.moduleId });
    message.success(t('sys.module.deleted', { name: row.name }));
    tableRef.current?.reload();
  };

  const columns: ProColumns<ModuleNode>[] = [
    {
      title: t('sys.module.name'),
      dataIndex: 'name',
      render: (_, row) => (
        <Space>
          <span title={row.icon ?? undefined} data-testid={`module-icon-${row.moduleId}`}>
            <ModuleIcon name={row.icon} fallback={<AppstoreOutlined style={{ color: '#bfbfbf' }} />} style={{ color: '#52c41a', fontSize: 16 }} />
          </span>
          <span>{row.name}</span>
        </Space>
      ),
    },
    {
      title: t('sys.module.page'),
      dataIndex: 'path',
      render: (_, row) => <OpenedPage module={row} routes={routes} />,
    },
    { title: t('sys.module.sort'), dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: t('sys.module.visible'),
      dataIndex: 'visible',
      width: 90,
      render: (_, row) => (row.visible ? <Tag color="green">{t('sys.module.visible.yes')}</Tag> : <Tag>{t('sys.module.visible.no')}</Tag>),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 200,
      render: (_, row) => [
        <a key="child" onClick={() => setEditing({ parentId: row.moduleId })}>
          {t('sys.module.addChild')}
        </a>,
        <a key="edit" onClick={() => setEditing({ module: row })}>
          {t('common.edit')}
        </a>,
        <Popconfirm
          key="delete"
          title={t('sys.module.delete.confirm', { name: row.name })}
          description={row.children?.length ? t('sys.module.delete.hasChildren', { count: row.children.length }) : t('sys.module.delete.desc')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(row).catch(shownAlready)}
        >
          <a style={{ color: '#ff4d4f' }}>{t('common.delete')}</a>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer title={t('sys.module.title')} subTitle={t('sys.module.subTitle')}>
      <ProTable<ModuleNode>
        rowKey="moduleId"
        actionRef={tableRef}
        columns={columns}
        search={false}
        pagination={false}
        dataSource={shown}
        request={async () => {
          const answer = await queryModules();
          setTree(answer.obj);
          setExpanded(parentIds(answer.obj));
          return { data: answer.obj, success: answer.success, total: flatten(answer.obj).length };
        }}
        expandable={{
          expandedRowKeys: keyword.trim() ? parentIds(shown) : expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys),
        }}
        locale={{ emptyText: keyword.trim() ? t('sys.module.search.none') : t('sys.module.empty') }}
        headerTitle={t('sys.module.count', { count: flatten(tree).length })}
        options={{ density: false, setting: false, reload: true }}
        toolBarRender={() => [
          <Input.Search
            key="search"
            allowClear
            placeholder={t('sys.module.search')}
            style={{ width: 220 }}
            onSearch={setKeyword}
            onChange={(e) => !e.target.value && setKeyword('')}
          />,
          <Button key="expand" icon={<NodeExpandOutlined />} onClick={() => setExpanded(parentIds(tree))}>
            {t('sys.module.expandAll')}
          </Button>,
          <Button key="collapse" icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
            {t('sys.module.collapseAll')}
          </Button>,
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })}>
            {t('sys.module.new')}
          </Button>,
        ]}
      />
      <ModuleForm
        editing={editing}
        tree={tree}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          tableRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
