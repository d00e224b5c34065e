import { ModalForm, ProForm, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { useAppData } from '@umijs/max';
import { App, Form, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { SaveModuleBody, type ModuleNode } from '@contract/sys';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import ModuleIcon, { MODULE_ICON_NAMES } from '@/components/ModuleIcon';
import { withoutSubtree } from '@/components/ModuleTree';
import { saveModule } from '@/services/htdz/sys';
import { type NamedRoute, pageOf } from '@/utils/page-names';
import '@/locales/zh-CN/sys';

/** A new module under `parentId` (null: top level), or an existing module. */
export type Editing = { parentId: number | null; module?: undefined } | { module: ModuleNode; parentId?: undefined };

type Values = { parentId?: number | null; name: string; path: string; icon?: string; sort: number; visible: boolean };
type TreeOption = { title: string; value: number; children?: TreeOption[] };

const toOptions = (nodes: readonly ModuleNode[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.name, value: n.moduleId, ...(n.children?.length ? { children: toOptions(n.children) } : {}) }));

const shape = SaveModuleBody.shape;

/** Under the address as it is typed: the page it opens, or that none does. */
function PathPage({ routes }: { routes: readonly NamedRoute[] }) {
  const t = useT();
  const path = ProForm.useFormInstance<Values>();
  const value = Form.useWatch('path', path) as string | undefined;
  if (!value?.startsWith('/')) return <span>{t('sys.module.path.extra')}</span>;
  const page = pageOf(value, routes);
  if (!page)
    return (
      <Typography.Text type="warning" data-testid="module-path-page">
        {t('sys.module.path.noPage')}
      </Typography.Text>
    );
  return <span data-testid="module-path-page">{t('sys.module.path.opens', { name: page.name ?? t('sys.module.page.unnamed') })}</span>;
}

/** 新建模块 / 添加子模块 / 编辑模块. */
export default function ModuleForm({
  editing,
  tree,
  onClose,
  onSaved,
}: {
  editing: Editing | null;
  tree: ModuleNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const routesById = useAppData().routes;
  const routes = useMemo(() => Object.values(routesById) as NamedRoute[], [routesById]);
  const save = useRequest(saveModule, { manual: true });
  const module = editing?.module;

  const parentOptions = useMemo(() => toOptions(module ? withoutSubtree(tree, module.moduleId) : tree), [tree, module]);
  const iconOptions = useMemo(
    () =>
      MODULE_ICON_NAMES.map((name) => ({
        value: name,
        label: (
          <Space>
            <ModuleIcon name={name} />
            {name}
          </Space>
        ),
      })),
    [],
  );
  const initialValues: Partial<Values> = module
    ? { parentId: module.parentId, name: module.name, path: module.path, icon: module.icon ?? undefined, sort: module.sort, visible: module.visible }
    : { parentId: editing?.parentId ?? null, sort: 0, visible: true };

  return (
    <ModalForm<Values>
      title={module ? t('sys.module.edit.title', { name: module.name }) : editing?.parentId ? t('sys.module.addChild') : t('sys.module.new')}
      open={editing !== null}
      width={560}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={initialValues}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onFinish={async (values) => {
        await save.runAsync({
          moduleId: module?.moduleId,
          parentId: values.parentId ?? null,
          name: values.name,
          path: values.path,
          icon: values.icon ?? null,
          sort: values.sort ?? 0,
          visible: values.visible ?? true,
        });
        message.success(t('common.saved'));
        onSaved();
        return true;
      }}
    >
      <ProFormTreeSelect
        name="parentId"
        label={t('sys.module.parent')}
        placeholder={t('sys.module.parent.none')}
        allowClear
        fieldProps={{ treeData: parentOptions, treeDefaultExpandAll: true, showSearch: true, treeNodeFilterProp: 'title' }}
      />
      <ProFormText
        name="name"
        label={t('sys.module.name')}
        required
        placeholder={t('sys.module.name.placeholder')}
        rules={[zodRule(shape.name, t('sys.module.name.required'))]}
        fieldProps={{ maxLength: 30 }}
      />
      <ProFormText
        name="path"
        label={t('sys.module.path')}
        required
        placeholder="/sys/user"
        extra={<PathPage routes={routes} />}
        rules={[zodRule(shape.path, t('sys.module.path.required'))]}
        fieldProps={{ maxLength: 200 }}
      />
      <ProFormSelect
        name="icon"
        label={t('sys.module.icon')}
        placeholder={t('sys.module.icon.placeholder')}
        options={iconOptions}
        fieldProps={{
          allowClear: true,
          showSearch: true,
          filterOption: (input, option) =>
            String(option?.value ?? '')
              .toLowerCase()
              .includes(input.toLowerCase()),
          listHeight: 320,
        }}
        rules={[zodRule(shape.icon)]}
      />
      <ProFormDigit name="sort" label={t('sys.module.sort')} min={0} max={9999} fieldProps={{ precision: 0 }} extra={t('sys.module.sort.extra')} />
      <ProFormSwitch
        name="visible"
        label={t('sys.module.visible')}
        checkedChildren={t('sys.module.visible.yes')}
        unCheckedChildren={t('sys.module.visible.no')}
        extra={t('sys.module.visible.extra')}
      />
    </ModalForm>
  );
}
