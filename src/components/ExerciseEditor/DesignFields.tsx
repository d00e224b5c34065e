// 设计期望结构 of a DDL or view question: opens the designer (src/components/DdlDesigner) on the chosen scene, and 应用
// fills the reference answer and verification SQL, the stem when it is empty (or the author agrees), and keeps the
// design with the question so it opens where it was. The design is a form field of its own (`design`), so applying
// it is a change the editor hears (drafts, unsaved changes).
import { ApartmentOutlined } from '@ant-design/icons';
import { App, Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import type { SchemaDesign } from '@contract/ddl-design';
import DdlDesigner, { type DdlDesignResult } from '@/components/DdlDesigner';
import { useT } from '@/components/Locale';
import { isBlankHtml } from '@/components/RichText/html';
import type { ExerciseValues } from './values';
import '@/locales/zh-CN/ddl-designer';

type Props = {
  value?: SchemaDesign | null;
  onChange?: (design: SchemaDesign | null) => void;
  readOnly: boolean;
};

function DesignButton({ value, onChange, readOnly }: Props) {
  const t = useT();
  const { modal, message } = App.useApp();
  const form = Form.useFormInstance<ExerciseValues>();
  const sceneId = Form.useWatch('sceneId', form);
  const [open, setOpen] = useState(false);

  const fill = (result: DdlDesignResult, withStem: boolean) => {
    form.setFieldsValue({ referenceSql: result.referenceSql, verifySql: result.verifySql, ...(withStem ? { stem: result.stem } : {}) });
    onChange?.(result.design);
    setOpen(false);
    message.success(t('ddlDesigner.applied'));
    form.validateFields(['referenceSql', 'verifySql', ...(withStem ? ['stem' as const] : [])]).catch(() => undefined);
  };
  const apply = (result: DdlDesignResult) => {
    if (isBlankHtml(form.getFieldValue('stem') as string | undefined)) return fill(result, true);
    modal.confirm({
      title: t('ddlDesigner.stem.title'),
      content: t('ddlDesigner.stem.content'),
      okText: t('ddlDesigner.stem.replace'),
      cancelText: t('ddlDesigner.stem.keep'),
      onOk: () => fill(result, true),
      onCancel: () => fill(result, false),
    });
  };

  return (
    <>
      <Space wrap>
        <Button icon={<ApartmentOutlined />} disabled={readOnly || !sceneId} onClick={() => setOpen(true)} data-testid="ddl-designer-open">
          {t('ddlDesigner.open')}
        </Button>
        <Typography.Text type="secondary">
          {t(!sceneId ? 'ddlDesigner.open.sceneFirst' : value ? 'ddlDesigner.open.designed' : 'ddlDesigner.open.extra')}
        </Typography.Text>
      </Space>
      {open && sceneId ? <DdlDesigner sceneId={sceneId} design={value ?? null} onApply={apply} onCancel={() => setOpen(false)} /> : null}
    </>
  );
}

export default function DesignFields({ readOnly }: { readOnly: boolean }) {
  const t = useT();
  return (
    <Form.Item name="design" label={t('ddlDesigner.field')}>
      <DesignButton readOnly={readOnly} />
    </Form.Item>
  );
}
