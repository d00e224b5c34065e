// The scene editor's hidden data 隐藏数据: up to five scripts, each run after the init script on a copy of the scene
// (same tables, other rows). SQL answers must be right on them too; students never see their rows. Each is a field
// of the scene form (hidden1 … hidden5), so it is kept in the draft like the rest.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Popconfirm, Space, Typography, type FormInstance } from 'antd';
import { HIDDEN_DATA_MAX, SaveSceneBody } from '@contract/scene';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import SqlEditor from '@/components/SqlEditor';
import { HIDDEN_FIELDS, type SceneValues } from '@/utils/scene-draft';
import '@/locales/zh-CN/scene';

type Props = {
  form: FormInstance<SceneValues>;
  /** how many editors are open */
  shown: number;
  onShownChange: (shown: number) => void;
  /** the form's values changed other than by typing (a removal moved the later scripts up) */
  onMoved: () => void;
  /** the 0-based script and line PostgreSQL refused, to mark */
  error: { index: number; line: number | null } | null;
};

const oneScript = SaveSceneBody.shape.initSql;

export default function HiddenDataFields({ form, shown, onShownChange, onMoved, error }: Props) {
  const t = useT();

  const remove = (index: number) => {
    const values = form.getFieldsValue(HIDDEN_FIELDS) as Record<string, string | undefined>;
    const moved = Object.fromEntries(HIDDEN_FIELDS.map((f, i) => [f, i < index ? (values[f] ?? '') : (values[HIDDEN_FIELDS[i + 1]] ?? '')]));
    form.setFieldsValue(moved);
    onShownChange(shown - 1);
    onMoved();
  };

  return (
    <Card title={t('scene.hidden.title')} data-testid="scene-hidden-data">
      <Typography.Paragraph type="secondary">{t('scene.hidden.intro')}</Typography.Paragraph>
      {HIDDEN_FIELDS.slice(0, shown).map((field, i) => (
        <Form.Item
          key={field}
          name={field}
          label={
            <Space>
              {t('scene.hidden.label', { n: i + 1 })}
              <Popconfirm
                title={t('scene.hidden.remove.confirm', { n: i + 1 })}
                okText={t('scene.hidden.remove')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(i)}
              >
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('scene.hidden.remove.label', { n: i + 1 })} />
              </Popconfirm>
            </Space>
          }
          rules={[zodRule(oneScript, t('scene.hidden.required'))]}
        >
          <SqlEditor
            errorLine={error?.index === i ? error.line : null}
            minHeight={120}
            maxHeight={360}
            label={t('scene.hidden.label', { n: i + 1 })}
            placeholder={t('scene.hidden.placeholder')}
          />
        </Form.Item>
      ))}
      {shown < HIDDEN_DATA_MAX ? (
        <Button icon={<PlusOutlined />} onClick={() => onShownChange(shown + 1)} data-testid="scene-hidden-add">
          {t('scene.hidden.add')}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('scene.hidden.max', { max: HIDDEN_DATA_MAX })}</Typography.Text>
      )}
    </Card>
  );
}
