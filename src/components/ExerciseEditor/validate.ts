// The editor refuses exactly what the server refuses: every check parses the whole body with the contract's
// SaveExerciseBody and shows each issue under the field it belongs to, so rules that span fields (the marked
// answer must be an option, verify SQL for every SQL type but query, no duplicate options) read inline too.
import type { FormInstance } from 'antd';
import { SaveExerciseBody, isSqlType, type ExerciseType } from '@contract/exercise';
import { bodyOf, normalizeValues, type ExerciseValues } from './values';

/** A form field's name path ('options', 0, 'text'). */
export type FieldPath = (string | number)[];

/** The words for what zod would only call "invalid": an empty field the contract has no message of its own for. */
export type RequiredMessages = { score: string; correct: string; scene: string };

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The form field a contract issue belongs to, from its path in the body. */
export function fieldOfIssue(type: ExerciseType, path: readonly PropertyKey[]): FieldPath {
  const [head, key, index, sub] = path;
  if (head !== 'spec') return [String(head)];
  switch (key) {
    case 'options':
      return typeof index === 'number' && sub === 'text' ? ['options', index, 'text'] : ['options'];
    case 'answer':
      return type === 'judge' ? ['judge'] : ['options'];
    case 'answers':
      return ['options'];
    case 'blanks':
      return typeof index === 'number' ? ['blanks', index, 'answers'] : ['blanks'];
    default:
      // referenceAnswer, keywords, sceneId, referenceSql, verifySql
      return [String(key)];
  }
}

/** Empty fields that get the editor's own words before the contract is asked. */
function requiredProblems(v: ExerciseValues, messages: RequiredMessages): Map<string, string> {
  const problems = new Map<string, string>();
  if (v.score === null) problems.set('score', messages.score);
  if ((v.type === 'single' || v.type === 'multiple') && !v.options.some((o) => o.correct)) problems.set('options', messages.correct);
  if (isSqlType(v.type) && v.sceneId === null) problems.set('sceneId', messages.scene);
  return problems;
}

/** Every problem of the form's values, by field (the first one of each field). */
export function problemsOf(v: ExerciseValues, messages: RequiredMessages): Map<string, string> {
  const problems = requiredProblems(v, messages);
  // where the question goes is not typed on the form and always valid
  const result = SaveExerciseBody.safeParse(bodyOf(v, { exerciseId: null, courseId: 1, parentId: null }));
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const key = pathKey(fieldOfIssue(v.type, issue.path));
    if (!problems.has(key)) problems.set(key, issue.message);
  }
  return problems;
}

/** A validator-only rule: what antd takes on a Form.Item and on a Form.List alike. */
export type ContractRule = { validator: () => Promise<void> };

/** An antd rule showing the contract's word on this field; it reads the whole form, as cross-field rules need. */
export function contractRule(form: FormInstance, field: FieldPath, messages: RequiredMessages): ContractRule {
  return {
    validator: async () => {
      const values = normalizeValues(form.getFieldsValue(true));
      const problem = values && problemsOf(values, messages).get(pathKey(field));
      if (problem) throw new Error(problem);
    },
  };
}
