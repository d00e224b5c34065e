// 审核概览: what the submitted course holds, in numbers; each number opens its tab.
import { Card, Col, Row, Statistic, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/components/Locale';
import type { ReviewTab } from './tabs';
import '@/locales/zh-CN/course';

export type OverviewItem = {
  /** for tests: course-review-count-{id} */
  id: string;
  /** the tab the number opens */
  tab: ReviewTab;
  title: string;
  /** undefined while loading or when it failed */
  value: number | undefined;
  loading: boolean;
  failed: boolean;
  suffix?: ReactNode;
  /** the whole width (a longer value) */
  wide?: boolean;
};

export default function ReviewOverview({ items, onOpen }: { items: OverviewItem[]; onOpen: (tab: ReviewTab) => void }) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <Card title={t('course.review.overview')} size="small" data-testid="course-review-overview">
      <Row gutter={[12, 12]}>
        {items.map((item) => (
          <Col key={item.id} span={item.wide ? 24 : 12}>
            <button
              type="button"
              onClick={() => onOpen(item.tab)}
              aria-label={t('course.review.overview.open', { part: item.title })}
              data-testid={`course-review-count-${item.id}`}
              style={{
                width: '100%',
                textAlign: 'left',
                padding: '10px 14px',
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
                background: token.colorFillAlter,
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              {item.failed ? (
                <Statistic
                  title={item.title}
                  valueRender={() => (
                    <Tooltip title={t('course.review.overview.failed')}>
                      <Typography.Text type="secondary">—</Typography.Text>
                    </Tooltip>
                  )}
                />
              ) : (
                <Statistic title={item.title} value={item.value ?? 0} loading={item.loading} suffix={item.value === undefined ? undefined : item.suffix} />
              )}
            </button>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
