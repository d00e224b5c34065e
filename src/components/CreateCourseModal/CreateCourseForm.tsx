// 新建课程: a blank course with a name, or (teachers) a copy of a confirmed expert template; 新建模板 for experts.
// Once made, the course opens in its editor.
import { useRequest } from 'ahooks';
import { Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { SaveCourseBody, type Course } from '@contract/course';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { createFromTemplate, queryCourses, saveCourse } from '@/services/htdz/course';
import '@/locales/zh-CN/course';

type Values = { mode: 'blank' | 'template'; name?: string; templateId?: number };

export type Props = {
  open: boolean;
  /** experts make templates; teachers make courses, blank or from a template */
  template: boolean;
  onClose: () => void;
  onCreated: (course: Course) => void;
};

export default function CreateCourseForm({ open, template, onClose, onCreated }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Values['mode']>('blank');
  const templates = useRequest(async () => (await queryCourses({ scope: 'templates', status: 'confirmed', current: 1, pageSize: 100 })).obj.list, {
    ready: open && !template && mode === 'template',
    refreshDeps: [open, mode],
  });
  const create = useRequest(
    async (v: Values) => {
      if (v.mode === 'template' && v.templateId) {
        return (await createFromTemplate({ templateId: v.templateId, name: v.name?.trim() || null })).obj;
      }
      return (await saveCourse({ courseId: null, name: v.name ?? '', description: null, cover: null, isTemplate: template })).obj;
    },
    { manual: true },
  );

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || create.loading) return;
    try {
      onCreated(await create.runAsync({ ...values, mode: template ? 'blank' : values.mode }));
      form.resetFields();
      setMode('blank');
    } catch {
      // shown by the request error handler; the dialog stays open
    }
  };

  const nameRule = zodRule(SaveCourseBody.shape.name, t('course.form.name.required'));
  return (
    <Modal
      open={open}
      title={template ? t('course.newTemplate') : t('course.new')}
      okText={t('course.create.ok')}
      confirmLoading={create.loading}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ mode: 'blank' }} preserve={false} onValuesChange={(c) => c.mode && setMode(c.mode)}>
        {!template && (
          <Form.Item name="mode" label={t('course.create.mode')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'blank', label: t('course.create.blank') },
                { value: 'template', label: t('course.create.fromTemplate') },
              ]}
            />
          </Form.Item>
        )}
        {mode === 'template' && !template && (
          <Form.Item
            name="templateId"
            label={t('course.create.template')}
            rules={[{ required: true, message: t('course.create.template.required') }]}
            extra={t('course.create.template.extra')}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={templates.loading}
              placeholder={t('course.create.template.placeholder')}
              notFoundContent={templates.loading ? undefined : <Typography.Text type="secondary">{t('course.create.template.none')}</Typography.Text>}
              options={(templates.data ?? []).map((c) => ({ value: c.courseId, label: `${c.name}（${c.ownerName}）` }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('course.form.name')}
          required={mode === 'blank' || template}
          rules={mode === 'blank' || template ? [nameRule] : [zodRule(SaveCourseBody.shape.name.optional())]}
          extra={mode === 'template' && !template ? t('course.create.name.extra') : undefined}
        >
          <Input maxLength={60} showCount placeholder={t('course.form.name.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
