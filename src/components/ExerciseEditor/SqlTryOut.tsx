// 试答: the author types an answer a student might give (usually a wrong one) and 检查 grades it exactly as a
// student's would be graded, with the settings on the form now (saved or not): the verdict explains itself and
// both sides' results show, so the author sees whether the question accepts and refuses what it should.
import { CheckCircleFilled, CloseCircleFilled, ExperimentOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Col, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import type { SqlCheckResult, SqlQuestionType } from '@contract/grading';
import { useT } from '@/components/Locale';
import ResultSetTable from '@/components/ResultSetTable';
import SqlEditor from '@/components/SqlEditor';
import { checkSql } from '@/services/htdz/grading';
import { orderSensitiveOf, type ExerciseValues } from './values';
import '@/locales/zh-CN/exercise-form';

function Verdict({ result }: { result: SqlCheckResult }) {
  const t = useT();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="exercise-tryout-verdict">
      <Alert
        type={result.correct ? 'success' : 'error'}
        showIcon
        icon={result.correct ? <CheckCircleFilled /> : <CloseCircleFilled />}
        message={t(result.correct ? 'exerciseForm.tryout.correct' : 'exerciseForm.tryout.wrong')}
        description={<span style={{ whiteSpace: 'pre-wrap' }}>{result.message}</span>}
      />
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('exerciseForm.tryout.reference')} data-testid="exercise-tryout-reference">
            <ResultSetTable result={result.reference} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('exerciseForm.tryout.student')} data-testid="exercise-tryout-student">
            <ResultSetTable result={result.student} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

export default function SqlTryOut({ type }: { type: SqlQuestionType }) {
  const t = useT();
  const { message } = App.useApp();
  const form = Form.useFormInstance<ExerciseValues>();
  const [studentSql, setStudentSql] = useState('');
  const [result, setResult] = useState<SqlCheckResult | null>(null);
  const check = useRequest(checkSql, { manual: true });

  const onCheck = async () => {
    if (check.loading) return;
    // the same fields a save needs for the SQL part: their messages show where they are
    const ok = await form.validateFields(['sceneId', 'referenceSql', 'verifySql']).then(
      () => true,
      () => false,
    );
    if (!ok) return void message.warning(t('exerciseForm.tryout.incomplete'));
    if (!studentSql.trim()) return void message.warning(t('exerciseForm.tryout.empty'));
    const v = form.getFieldsValue(true) as ExerciseValues;
    const answer = await check
      .runAsync({
        sceneId: v.sceneId as number,
        type,
        referenceSql: v.referenceSql,
        studentSql,
        verifySql: type === 'query' || !v.verifySql?.trim() ? null : v.verifySql,
        orderSensitive: orderSensitiveOf(v.orderSensitive),
        checkColumnNames: !!v.checkColumnNames,
      })
      .catch(() => null);
    if (answer?.success) setResult(answer.obj);
  };

  return (
    <Card
      size="small"
      type="inner"
      title={
        <Space>
          <ExperimentOutlined />
          {t('exerciseForm.tryout')}
        </Space>
      }
      data-testid="exercise-tryout"
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('exerciseForm.tryout.note')}</Typography.Text>
        <SqlEditor
          value={studentSql}
          onChange={(value) => {
            setStudentSql(value);
            setResult(null);
          }}
          onRun={onCheck}
          minHeight={100}
          maxHeight={320}
          label={t('exerciseForm.tryout.label')}
          placeholder={t('exerciseForm.tryout.placeholder')}
        />
        <Button icon={<ExperimentOutlined />} loading={check.loading} onClick={onCheck} data-testid="exercise-tryout-check">
          {t('exerciseForm.tryout.check')}
        </Button>
        {result && <Verdict result={result} />}
      </Space>
    </Card>
  );
}
