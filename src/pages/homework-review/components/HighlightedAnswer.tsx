// One side of a duplicate comparison: the answer as text in monospace, the pieces it shares with the other side
// marked (<mark>), or the note that a right answer is no evidence (everyone who is right looks alike).
import { CheckCircleOutlined } from '@ant-design/icons';
import { Tag, Typography, theme } from 'antd';
import type { DuplicateComparison } from '@contract/homework';
import { useT } from '@/components/Locale';
import { segmentsOf } from '@/utils/review';
import '@/locales/zh-CN/homework-review';

type Side = DuplicateComparison['questions'][number]['a'];

const MONO = 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, Courier, monospace';

export default function HighlightedAnswer({ side, testId }: { side: Side; testId: string }) {
  const t = useT();
  const { token } = theme.useToken();
  const correct = side.correct === true;
  const pieces = correct ? [{ text: side.text, marked: false }] : segmentsOf(side.text, side.spans);
  return (
    <div data-testid={testId} data-correct={correct ? 'true' : 'false'}>
      {correct && (
        <Tag icon={<CheckCircleOutlined />} color="success" style={{ marginBottom: 8 }}>
          {t('homeworkReview.compare.correct')}
        </Tag>
      )}
      {side.text ? (
        <pre
          data-testid={`${testId}-text`}
          style={{
            margin: 0,
            padding: 12,
            minHeight: 48,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontFamily: MONO,
            fontSize: 13,
            background: token.colorFillQuaternary,
            borderRadius: token.borderRadius,
          }}
        >
          {pieces.map((p, i) =>
            p.marked ? (
              <mark key={i} style={{ background: token.colorWarningBg, borderBottom: `2px solid ${token.colorWarning}`, padding: 0 }}>
                {p.text}
              </mark>
            ) : (
              <span key={i}>{p.text}</span>
            ),
          )}
        </pre>
      ) : (
        <Typography.Text type="secondary">{t('homeworkReview.compare.noAnswer')}</Typography.Text>
      )}
    </div>
  );
}
