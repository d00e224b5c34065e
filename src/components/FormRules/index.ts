// Form validation from the contract's zod schemas, so a form refuses exactly what the server refuses.
import type { FormRule } from 'antd';
import type { z } from '@contract/zod';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * The message for `value`, or null when it passes. An empty value (undefined, null, blank text, empty list) gets
 * `required` when that is given, and otherwise is checked as `undefined` (so optional schemas accept it).
 */
export function zodProblem(schema: z.ZodType, value: unknown, required?: string): string | null {
  if (isEmpty(value) && required !== undefined) return required;
  const result = schema.safeParse(isEmpty(value) ? undefined : value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? '';
}

/** An antd Form rule checking the field with `schema`; `required` is the message for an empty field. */
export function zodRule(schema: z.ZodType, required?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = zodProblem(schema, value, required);
      if (problem !== null) throw new Error(problem);
    },
  };
}
