// A task's questions as the teacher arranges them: in order, each with this task's score (one decimal), moved up
// or down, removed; the total below. The parent keeps the list and saves it whole.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EXERCISE_TYPE_NAMES, EXERCISE_LIMITS, Score, type ExerciseType } from '../../../../contract/exercise';
import { zodProblem } from '@/components/FormRules';
import { useT, type Translate } from '@/components/Locale';

export type TaskItem = { exerciseId: number; type: ExerciseType; stemText: string; score: number | null };

/** The sum of the scores, exact to the tenth (2.5 + 3.5 is 6, 0.1 + 0.2 is 0.3). */
export const totalOf = (items: readonly TaskItem[]) => items.reduce((sum, i) => sum + Math.round((i.score ?? 0) * 10), 0) / 10;

/** The first score the contract refuses, as a sentence naming the question; null when all are good. */
export function scoreProblem(items: readonly TaskItem[], t: Translate): string | null {
  for (const [i, item] of items.entries()) {
    const problem = zodProblem(Score, item.score, t('task.questions.score.required'));
    if (problem !== null) return t('task.questions.score.problem', { n: i + 1, problem });
  }
  return null;
}

/** The list with one item moved `by` places (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

type Props = { items: TaskItem[]; onChange: (items: TaskItem[]) => void; readOnly?: boolean };

export default function TaskQuestionList({ items, onChange, readOnly }: Props) {
  const t = useT();
  const setScore = (index: number, score: number | null) => onChange(items.map((item, i) => (i === index ? { ...item, score } : item)));
  const columns: ColumnsType<TaskItem> = [
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
          <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => onChange(moved(items, i, -1))} aria-label={t('task.questions.up', { n: i + 1 })} />
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
    <Table<TaskItem>
      rowKey="exerciseId"
      size="small"
      columns={columns}
      dataSource={items}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('task.questions.empty')} /> }}
      footer={() => (
        <Typography.Text strong data-testid="task-total">
          {t('task.questions.total', { count: items.length, total: totalOf(items) })}
        </Typography.Text>
      )}
    />
  );
}
