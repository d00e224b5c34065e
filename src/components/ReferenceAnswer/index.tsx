// 参考答案 of a question from its spec: the right option(s), true or false, each blank's accepted answers, a short
// answer's reference text and grading keywords, a SQL question's reference (and verification) SQL; then 解析.
import { Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { HomeworkQuestionSnapshot } from '@contract/homework';
import { useT } from '@/components/Locale';
import { RichTextView } from '@/components/RichText';
import '@/locales/zh-CN/homework-review';
import '@/locales/zh-CN/practice';

type Spec = HomeworkQuestionSnapshot['spec'];

const MONO = 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, Courier, monospace';
const codeStyle = { margin: '4px 0 0', padding: 12, whiteSpace: 'pre-wrap', fontFamily: MONO, fontSize: 13 } as const;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </div>
  );
}

function SpecAnswer({ spec, sceneName }: { spec: Spec; sceneName: string | null }) {
  const t = useT();
  switch (spec.type) {
    case 'single': {
      const o = spec.options.find((x) => x.key === spec.answer);
      return (
        <Line label={t('answerView.reference.answer')}>
          <Typography.Text strong>{o ? `${o.key}. ${o.text}` : spec.answer}</Typography.Text>
        </Line>
      );
    }
    case 'multiple':
      return (
        <Line label={t('answerView.reference.answer')}>
          <Typography.Text strong>{[...spec.answers].sort().join('、')}</Typography.Text>
          {spec.partialCredit && <Tag style={{ marginLeft: 8 }}>{t('answerView.reference.partial')}</Tag>}
        </Line>
      );
    case 'judge':
      return (
        <Line label={t('answerView.reference.answer')}>
          <Typography.Text strong>{spec.answer ? t('question.judge.true') : t('question.judge.false')}</Typography.Text>
        </Line>
      );
    case 'fill':
      return (
        <Space direction="vertical" size={2}>
          {spec.blanks.map((b, i) => (
            <Line key={i} label={t('answerView.reference.blank', { index: i + 1 })}>
              <Typography.Text strong>{b.answers.join(' / ')}</Typography.Text>
            </Line>
          ))}
          {spec.caseSensitive && <Tag>{t('answerView.reference.caseSensitive')}</Tag>}
        </Space>
      );
    case 'short':
      return (
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          {spec.referenceAnswer ? (
            <RichTextView html={spec.referenceAnswer} />
          ) : (
            <Typography.Text type="secondary">{t('answerView.reference.noReference')}</Typography.Text>
          )}
          {spec.keywords.length > 0 && (
            <Line label={t('answerView.reference.keywords')}>
              {spec.keywords.map((k) => (
                <Tag key={k}>{k}</Tag>
              ))}
            </Line>
          )}
        </Space>
      );
    default:
      return (
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          {sceneName && <Tag color="geekblue">{t('answerView.reference.scene', { name: sceneName })}</Tag>}
          <pre style={codeStyle} className="htdz-sql-answer" data-testid="reference-sql">
            {spec.referenceSql}
          </pre>
          {spec.verifySql && (
            <Line label={t('answerView.reference.verifySql')}>
              <pre style={codeStyle} className="htdz-sql-answer">
                {spec.verifySql}
              </pre>
            </Line>
          )}
        </Space>
      );
  }
}

type Props = { spec: Spec; analysis: string | null; sceneName?: string | null };

export default function ReferenceAnswer({ spec, analysis, sceneName = null }: Props) {
  const t = useT();
  return (
    <Card size="small" type="inner" title={t('answerView.reference.title')} data-testid="reference-answer">
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <SpecAnswer spec={spec} sceneName={sceneName} />
        {analysis && (
          <Line label={t('answerView.reference.analysis')}>
            <RichTextView html={analysis} />
          </Line>
        )}
      </Space>
    </Card>
  );
}
