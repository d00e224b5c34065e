// The sequences and views of the expected structure.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Space, Typography } from 'antd';
import type { DesignSequence, DesignView } from '@contract/ddl-design';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/ddl-designer';

type Props = {
  sequences: DesignSequence[];
  views: DesignView[];
  onChange: (change: { sequences?: DesignSequence[]; views?: DesignView[] }) => void;
};

export default function ObjectsEditor({ sequences, views, onChange }: Props) {
  const t = useT();
  const setSequence = (at: number, change: Partial<DesignSequence>) => onChange({ sequences: sequences.map((s, i) => (i === at ? { ...s, ...change } : s)) });
  const setView = (at: number, change: Partial<DesignView>) => onChange({ views: views.map((v, i) => (i === at ? { ...v, ...change } : v)) });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="ddl-objects">
      <div>
        <Space style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('ddlDesigner.sequences')}</Typography.Text>
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => onChange({ sequences: [...sequences, { name: `seq_${sequences.length + 1}`, start: 1, increment: 1 }] })}
          >
            {t('ddlDesigner.sequence.add')}
          </Button>
        </Space>
        {sequences.length === 0 && <Typography.Paragraph type="secondary">{t('ddlDesigner.none')}</Typography.Paragraph>}
        {sequences.map((s, i) => (
          <Space key={i} wrap style={{ display: 'flex', marginBottom: 8 }}>
            <Input
              value={s.name}
              onChange={(e) => setSequence(i, { name: e.target.value })}
              prefix={<Typography.Text type="secondary">{t('ddlDesigner.sequence.name')}</Typography.Text>}
              aria-label={t('ddlDesigner.sequence.name')}
              style={{ width: 240 }}
            />
            <InputNumber
              value={s.start}
              onChange={(v) => setSequence(i, { start: typeof v === 'number' ? v : 1 })}
              prefix={<Typography.Text type="secondary">{t('ddlDesigner.sequence.start')}</Typography.Text>}
              aria-label={t('ddlDesigner.sequence.start')}
              precision={0}
              style={{ width: 200 }}
            />
            <InputNumber
              value={s.increment}
              onChange={(v) => setSequence(i, { increment: typeof v === 'number' ? v : 1 })}
              prefix={<Typography.Text type="secondary">{t('ddlDesigner.sequence.increment')}</Typography.Text>}
              aria-label={t('ddlDesigner.sequence.increment')}
              precision={0}
              style={{ width: 170 }}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('ddlDesigner.remove')}
              onClick={() => onChange({ sequences: sequences.filter((_, k) => k !== i) })}
            />
          </Space>
        ))}
      </div>
      <div>
        <Space style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('ddlDesigner.views')}</Typography.Text>
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => onChange({ views: [...views, { name: `view_${views.length + 1}`, query: '' }] })}
          >
            {t('ddlDesigner.view.add')}
          </Button>
        </Space>
        {views.length === 0 && <Typography.Paragraph type="secondary">{t('ddlDesigner.none')}</Typography.Paragraph>}
        {views.map((v, i) => (
          <Space key={i} direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
            <Space>
              <Input
                value={v.name}
                onChange={(e) => setView(i, { name: e.target.value })}
                prefix={<Typography.Text type="secondary">{t('ddlDesigner.view.name')}</Typography.Text>}
                aria-label={t('ddlDesigner.view.name')}
                style={{ width: 260 }}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('ddlDesigner.remove')}
                onClick={() => onChange({ views: views.filter((_, k) => k !== i) })}
              />
            </Space>
            <Input.TextArea
              value={v.query}
              onChange={(e) => setView(i, { query: e.target.value })}
              placeholder={t('ddlDesigner.view.query')}
              aria-label={t('ddlDesigner.view.query')}
              autoSize={{ minRows: 2, maxRows: 8 }}
              style={{ fontFamily: 'monospace' }}
            />
          </Space>
        ))}
      </div>
    </Space>
  );
}
