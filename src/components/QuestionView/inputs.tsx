// The answer inputs of the objective types and the short answer. Each makes an AnswerValue with its type's field
// only. Read-only choices are disabled (a click must not look as if it chose); read-only text stays selectable.
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Checkbox, Input, Radio, Space, theme } from 'antd';
import type { AnswerValue, StudentExercise } from '@contract/exercise';
import { EXERCISE_LIMITS } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { sortChoices } from './answer';
import '@/locales/zh-CN/practice';

type InputProps = {
  exercise: StudentExercise;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  readOnly: boolean;
};

const optionLabel = (key: string, text: string) => `${key}. ${text}`;

export function ChoiceInput({ exercise, value, onChange, readOnly }: InputProps) {
  const t = useT();
  const options = exercise.options ?? [];
  const chosen = value.choices ?? [];
  const list = (
    <Space direction="vertical" size={8}>
      {options.map((o) =>
        exercise.type === 'multiple' ? (
          <Checkbox key={o.key} value={o.key} data-testid={`question-option-${o.key}`}>
            {optionLabel(o.key, o.text)}
          </Checkbox>
        ) : (
          <Radio key={o.key} value={o.key} data-testid={`question-option-${o.key}`}>
            {optionLabel(o.key, o.text)}
          </Radio>
        ),
      )}
    </Space>
  );
  if (exercise.type === 'multiple') {
    return (
      <Checkbox.Group
        aria-label={t('question.choice.label')}
        value={chosen}
        disabled={readOnly}
        onChange={(keys) => onChange({ choices: sortChoices(keys as string[]) })}
      >
        {list}
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group
      aria-label={t('question.choice.label')}
      value={chosen[0]}
      disabled={readOnly}
      onChange={(e) => onChange({ choices: sortChoices([e.target.value]) })}
    >
      {list}
    </Radio.Group>
  );
}

export function JudgeInput({ value, onChange, readOnly }: InputProps) {
  const t = useT();
  const current = value.judge === undefined ? undefined : String(value.judge);
  return (
    <Radio.Group value={current} disabled={readOnly} onChange={(e) => onChange({ judge: e.target.value === 'true' })}>
      <Space size={24}>
        <Radio value="true" data-testid="question-judge-true">
          {t('question.judge.true')}
        </Radio>
        <Radio value="false" data-testid="question-judge-false">
          {t('question.judge.false')}
        </Radio>
      </Space>
    </Radio.Group>
  );
}

/** One mark beside a blank after grading: green tick or red cross. */
function BlankMark({ right }: { right: boolean }) {
  const t = useT();
  const { token } = theme.useToken();
  return right ? (
    <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label={t('question.fill.right')} />
  ) : (
    <CloseCircleFilled style={{ color: token.colorError }} aria-label={t('question.fill.wrong')} />
  );
}

export function FillInput({ exercise, value, onChange, readOnly, marks }: InputProps & { marks?: boolean[] }) {
  const t = useT();
  const { token } = theme.useToken();
  const count = Math.max(exercise.blankCount ?? 1, 1);
  const blanks = Array.from({ length: count }, (_, i) => value.blanks?.[i] ?? '');
  return (
    <Space direction="vertical" size={8} style={{ width: '100%', maxWidth: 520 }}>
      {blanks.map((b, i) => {
        const mark = marks?.[i];
        const label = t('question.fill.blank', { index: i + 1 });
        return (
          <Space.Compact key={i} style={{ width: '100%' }}>
            {/* 第 1 空 stays on one line on a phone */}
            <Space.Addon style={{ whiteSpace: 'nowrap' }}>{label}</Space.Addon>
            <Input
              aria-label={label}
              value={b}
              readOnly={readOnly}
              maxLength={500}
              data-testid={`question-blank-${i}`}
              data-mark={mark === undefined ? undefined : mark ? 'right' : 'wrong'}
              status={mark === false ? 'error' : undefined}
              style={mark === true ? { borderColor: token.colorSuccess } : undefined}
              suffix={mark === undefined ? <span /> : <BlankMark right={mark} />}
              onChange={(e) => onChange({ blanks: blanks.map((old, j) => (j === i ? e.target.value : old)) })}
            />
          </Space.Compact>
        );
      })}
    </Space>
  );
}

export function ShortInput({ value, onChange, readOnly }: InputProps) {
  const t = useT();
  return (
    <Input.TextArea
      aria-label={t('question.short.label')}
      data-testid="question-text"
      value={value.text ?? ''}
      readOnly={readOnly}
      placeholder={readOnly ? undefined : t('question.short.placeholder')}
      showCount
      maxLength={EXERCISE_LIMITS.maxAnswerText}
      autoSize={{ minRows: 6, maxRows: 20 }}
      onChange={(e) => onChange({ text: e.target.value })}
    />
  );
}
