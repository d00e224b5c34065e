// Platform rules (/api/rule): list by query, create, update, delete by ids.
import type { BodyOf, QueryOf } from '@contract/call';
import type { ruleCalls } from '@contract/rule';
import { htdzClient } from './client';
import { ruleRoutes } from './routes/rule';

type Calls = typeof ruleCalls;
const api = htdzClient(ruleRoutes);

export async function queryRules(params: QueryOf<Calls['listRules']>) {
  return api.listRules({ query: params });
}

export async function createRule(body: BodyOf<Calls['createRule']>) {
  return api.createRule({ body });
}

export async function updateRule(body: BodyOf<Calls['updateRule']>) {
  return api.updateRule({ body });
}

export async function deleteRules(body: BodyOf<Calls['deleteRules']>) {
  return api.deleteRules({ body });
}
