// A list of questions with scores as the teacher arranges it (a task's, an exam paper's): in order, each with its
// score here (one decimal), moved up or down, removed; the total below. The parent keeps the list and saves it whole.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EXERCISE_TYPE_NAMES, EXERCISE_LIMITS, Score, type ExerciseType } from '@contract/exercise';
import { zodProblem } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { moved, totalOf, type ScoredQuestion } from './score';
import '@/locales/zh-CN/exercise';
import '@/locales/zh-CN/task';

export { moved, scoreProblem, shapeOf, totalOf, type ScoredQuestion } from './score';

type Props<T extends ScoredQuestion> = {
  items: T[];
  onChange: (items: T[]) => void;
  readOnly?: boolean;
  /** shown while the list is empty */
  emptyText: string;
  /** the total's test id */
  totalTestId?: string;
};

export default function QuestionScoreList<T extends ScoredQuestion>({ items, onChange, readOnly, emptyText, totalTestId = 'paper-total' }: Props<T>) {
  const t = useT();
  const setScore = (index: number, score: number | null) => onChange(items.map((item, i) => (i === index ? { ...item, score } : item)));
  const columns: ColumnsType<T> = [
    { title: t('task.questions.col.no'), width: 56, render: (_, _row, i) => i + 1 },
    { title: t('task.questions.col.type'), dataIndex: 'type', width: 90, render: (type: ExerciseType) => <Tag>{EXERCISE_TYPE_NAMES[type]}</Tag> },
    {
      title: t('task.questions.col.stem'),
      dataIndex: 'stemText',
      ellipsis: true,
      render: (text: string) => <Typography.Text ellipsis={{ tooltip: text }}>{text || t('exercise.stem.noText')}</Typography.Text>,
    },
    {
      title: t('task.questions.col.score'),
      dataIndex: 'score',
      width: 110,
      render: (score: number | null, _row, i) =>
        readOnly ? (
          score
        ) : (
          <InputNumber
            size="small"
            min={0.1}
            max={EXERCISE_LIMITS.maxScore}
            step={0.5}
            precision={1}
            value={score}
            status={zodProblem(Score, score, 'x') ? 'error' : undefined}
            onChange={(v) => setScore(i, v)}
            aria-label={t('task.questions.score.label', { n: i + 1 })}
            style={{ width: 86 }}
          />
        ),
    },
  ];
  if (!readOnly) {
    columns.push({
      title: t('common.actions'),
      width: 120,
      render: (_, row, i) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            onClick={() => onChange(moved(items, i, -1))}
            aria-label={t('task.questions.up', { n: i + 1 })}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={i === items.length - 1}
            onClick={() => onChange(moved(items, i, 1))}
            aria-label={t('task.questions.down', { n: i + 1 })}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onChange(items.filter((item) => item.exerciseId !== row.exerciseId))}
            aria-label={t('task.questions.remove', { n: i + 1 })}
          />
        </Space>
      ),
    });
  }
  return (
    <Table<T>
      rowKey="exerciseId"
      size="small"
      columns={columns}
      dataSource={items}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      footer={() => (
        <Typography.Text strong data-testid={totalTestId}>
          {t('task.questions.total', { count: items.length, total: totalOf(items) })}
        </Typography.Text>
      )}
    />
  );
}
