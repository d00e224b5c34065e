// Course templates 课程模板 as teachers choose among them (contract/template.ts); a course is made from one with
// createFromTemplate in ./course.
import type { QueryOf } from '@contract/call';
import type { templateCalls } from '@contract/template';
import { htdzClient } from './client';
import { templateRoutes } from './routes/template';

type Calls = typeof templateCalls;
const api = htdzClient(templateRoutes);

/** A page of the templates one may start a course from, with what each holds. */
export async function queryTemplates(params: QueryOf<Calls['listTemplates']>) {
  return api.listTemplates({ query: params });
}
