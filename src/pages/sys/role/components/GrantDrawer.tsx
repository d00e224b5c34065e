import { useRequest } from 'ahooks';
import { App, Button, Drawer, Empty, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import type { ModuleNode, RoleRow } from '@contract/sys';
import { useT } from '@/components/Locale';
import ModuleIcon from '@/components/ModuleIcon';
import { flatten, parentIds, toggleGrant } from '@/components/ModuleTree';
import { queryModules, saveRoleModules } from '@/services/htdz/sys';
import '@/locales/zh-CN/sys';

/** 模块授权: the whole module tree with a box per module; the checked ones make the role's menu. */
export default function GrantDrawer({ role, onClose, onSaved }: { role: RoleRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [granted, setGranted] = useState<number[]>([]);
  const modules = useRequest(async () => (await queryModules()).obj, { manual: true });
  const save = useRequest(saveRoleModules, { manual: true });
  const tree = useMemo(() => modules.data ?? [], [modules.data]);

  useEffect(() => {
    if (!role) return;
    modules.run();
    setGranted(role.moduleIds);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role]);

  const treeData = useMemo(() => {
    const toData = (nodes: readonly ModuleNode[]): DataNode[] =>
      nodes.map((n) => ({
        key: n.moduleId,
        title: (
          <Space size={6}>
            <ModuleIcon name={n.icon} />
            <span>{n.name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {n.path}
            </Typography.Text>
            {!n.visible && <Tag>{t('sys.module.visible.no')}</Tag>}
          </Space>
        ),
        children: n.children?.length ? toData(n.children) : undefined,
      }));
    return toData(tree);
  }, [tree, t]);
  const total = useMemo(() => flatten(tree).length, [tree]);
  // Ids of modules that no longer exist are dropped when saving.
  const known = useMemo(() => new Set(flatten(tree).map((n) => n.moduleId)), [tree]);

  const onSave = async () => {
    if (!role) return;
    await save.runAsync({ roleId: role.roleId, moduleIds: granted.filter((id) => known.has(id)) });
    message.success(t('sys.role.grant.saved', { name: role.roleName }));
    onSaved();
  };

  return (
    <Drawer
      open={role !== null}
      width={520}
      title={role ? t('sys.role.grant.title', { name: role.roleName }) : ''}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.loading} disabled={modules.loading} onClick={onSave}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('sys.role.grant.help')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text>{t('sys.role.grant.count', { count: granted.filter((id) => known.has(id)).length, total })}</Typography.Text>
        <Space>
          <Button size="small" onClick={() => setGranted(flatten(tree).map((n) => n.moduleId))}>
            {t('sys.role.grant.all')}
          </Button>
          <Button size="small" onClick={() => setGranted([])}>
            {t('sys.role.grant.none')}
          </Button>
        </Space>
      </Space>
      <Spin spinning={modules.loading}>
        {tree.length === 0 && !modules.loading ? (
          <Empty description={t('sys.module.empty')} />
        ) : (
          tree.length > 0 && (
            <Tree
              checkable
              checkStrictly
              selectable={false}
              defaultExpandedKeys={parentIds(tree)}
              treeData={treeData}
              checkedKeys={granted}
              onCheck={(_, info) => setGranted((g) => toggleGrant(tree, g, Number(info.node.key), info.checked))}
            />
          )
        )}
      </Spin>
    </Drawer>
  );
}
