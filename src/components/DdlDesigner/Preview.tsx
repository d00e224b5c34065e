// What the designer makes of the design, live: its problems while it has any, else the reference answer, the
// verification SQL (one named check per thing) and the draft stem, with the generator's warnings.
import { Alert, Empty, Tabs, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useT } from '@/components/Locale';
import { RichTextView } from '@/components/RichText';
import type { Analysis } from './draft';
import '@/locales/zh-CN/ddl-designer';

/** issues listed at once; more are counted */
const SHOWN_ISSUES = 8;

const code: CSSProperties = {
  margin: 0,
  maxHeight: 420,
  overflow: 'auto',
  padding: 12,
  fontSize: 12,
  lineHeight: 1.6,
  background: 'rgba(0, 0, 0, 0.03)',
  borderRadius: 6,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
};

export default function Preview({ analysis }: { analysis: Analysis }) {
  const t = useT();
  const { issues, generated } = analysis;
  return (
    <div data-testid="ddl-preview">
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="ddl-issues"
          message={t('ddlDesigner.issues', { count: issues.length })}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {issues.slice(0, SHOWN_ISSUES).map((i, k) => (
                <li key={k}>{i.where ? `${i.where}：${i.message}` : i.message}</li>
              ))}
              {issues.length > SHOWN_ISSUES && <li>{t('ddlDesigner.issues.more', { count: issues.length - SHOWN_ISSUES })}</li>}
            </ul>
          }
        />
      )}
      {generated && generated.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="ddl-warnings"
          message={t('ddlDesigner.warnings')}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{generated.warnings.join('\n')}</span>}
        />
      )}
      <Typography.Text strong>{t('ddlDesigner.generated')}</Typography.Text>
      {generated ? (
        <Tabs
          size="small"
          items={[
            {
              key: 'reference',
              label: t('ddlDesigner.generated.reference'),
              children: (
                <pre style={code} data-testid="ddl-reference-sql">
                  {generated.referenceSql}
                </pre>
              ),
            },
            {
              key: 'verify',
              label: t('ddlDesigner.generated.verify'),
              children: (
                <pre style={code} data-testid="ddl-verify-sql">
                  {generated.verifySql}
                </pre>
              ),
            },
            {
              key: 'stem',
              label: t('ddlDesigner.generated.stem'),
              children: (
                <div data-testid="ddl-stem">
                  <RichTextView html={generated.stem} />
                </div>
              ),
            },
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ddlDesigner.generated.none')} />
      )}
    </div>
  );
}
