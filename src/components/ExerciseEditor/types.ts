// What every part of the question form gets from the form around it.
import type { ContractRule, FieldPath } from './validate';

export type FieldsProps = {
  /** the contract's check of one field (see validate.ts) */
  rule: (field: FieldPath) => ContractRule;
  /** a question the user may not change: shown, not editable */
  readOnly: boolean;
};
