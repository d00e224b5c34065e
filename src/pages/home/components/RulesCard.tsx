import { Card, Collapse, Empty, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { Rule } from '@contract/rule';
import { useT, type MessageId } from '@/components/Locale';
import { groupRules } from './home-data';
import '@/locales/zh-CN/pages';
import '@/locales/zh-CN/sys';

const CATEGORY_TEXT: Record<Rule['category'], MessageId> = {
  exam: 'rule.category.exam',
  homework: 'rule.category.homework',
  platform: 'rule.category.platform',
};

/** The platform rules in force, by category. */
export default function RulesCard({ rules, loading }: { rules?: Rule[]; loading: boolean }) {
  const t = useT();
  const groups = useMemo(() => groupRules(rules ?? []), [rules]);
  return (
    <Card title={t('home.rules')} loading={loading && !rules} style={{ height: '100%' }}>
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.rules.empty')} />
      ) : (
        groups.map((g) => (
          <div key={g.category} style={{ marginBottom: 12 }}>
            <Tag color="green" style={{ marginBottom: 8 }}>
              {t(CATEGORY_TEXT[g.category])}
            </Tag>
            <Collapse
              size="small"
              ghost
              defaultActiveKey={g.rules.map((r) => r.id)}
              items={g.rules.map((r) => ({
                key: r.id,
                label: <Typography.Text strong>{r.title}</Typography.Text>,
                children: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{r.content}</Typography.Paragraph>,
              }))}
            />
          </div>
        ))
      )}
    </Card>
  );
}
