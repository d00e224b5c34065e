import { ModalForm, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App } from 'antd';
import { RuleBody, type Rule } from '@contract/rule';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { createRule, updateRule } from '@/services/htdz/rule';
import { useCategoryEnum } from './category';
import '@/locales/zh-CN/sys';

type Values = { title: string; category: Rule['category']; content: string; enabled: boolean; sort: number };

/** 新建规则 / 编辑规则. */
export default function RuleForm({ rule, onClose, onSaved }: { rule: Rule | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const categoryEnum = useCategoryEnum();
  const create = useRequest(createRule, { manual: true });
  const update = useRequest(updateRule, { manual: true });
  const editing = rule !== null && rule !== 'new' ? rule : null;

  return (
    <ModalForm<Values>
      title={editing ? t('sys.rule.edit.title') : t('sys.rule.new')}
      open={rule !== null}
      width={640}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 19 }}
      initialValues={
        editing
          ? { title: editing.title, category: editing.category, content: editing.content, enabled: editing.enabled, sort: editing.sort }
          : { category: 'platform', enabled: true, sort: 0 }
      }
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      onFinish={async (values) => {
        const body = { ...values, enabled: values.enabled ?? true, sort: values.sort ?? 0 };
        if (editing) await update.runAsync({ ...body, id: editing.id });
        else await create.runAsync(body);
        message.success(t('common.saved'));
        onSaved();
        return true;
      }}
    >
      <ProFormText
        name="title"
        label={t('sys.rule.ruleTitle')}
        required
        placeholder={t('sys.rule.ruleTitle.placeholder')}
        rules={[zodRule(RuleBody.shape.title, t('sys.rule.ruleTitle.required'))]}
        fieldProps={{ maxLength: 100 }}
      />
      <ProFormSelect
        name="category"
        label={t('sys.rule.category')}
        required
        valueEnum={categoryEnum}
        rules={[{ required: true, message: t('sys.rule.category.required') }]}
      />
      <ProFormTextArea
        name="content"
        label={t('sys.rule.content')}
        required
        placeholder={t('sys.rule.content.placeholder')}
        rules={[zodRule(RuleBody.shape.content, t('sys.rule.content.required'))]}
        fieldProps={{ maxLength: 5000, showCount: true, autoSize: { minRows: 5, maxRows: 12 } }}
      />
      <ProFormSwitch
        name="enabled"
        label={t('sys.rule.enabled')}
        checkedChildren={t('sys.rule.enabled.yes')}
        unCheckedChildren={t('sys.rule.enabled.no')}
        extra={t('sys.rule.enabled.extra')}
      />
      <ProFormDigit name="sort" label={t('sys.rule.sort')} min={0} max={9999} fieldProps={{ precision: 0 }} extra={t('sys.rule.sort.extra')} />
    </ModalForm>
  );
}
