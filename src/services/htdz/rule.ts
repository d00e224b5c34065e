// Platform rules (/api/rule): list by query, create, update, delete by ids.
import type { AnswerOf, BodyOf, QueryOf } from '@contract/call';
import type { ruleCalls } from '@contract/rule';
import { htdz } from './client';

type Calls = typeof ruleCalls;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

export async function queryRules(params: QueryOf<Calls['listRules']>) {
  return htdz<Answer<'listRules'>>('/api/rule', { method: 'GET', params });
}

export async function createRule(body: BodyOf<Calls['createRule']>) {
  return htdz<Answer<'createRule'>>('/api/rule', { method: 'POST', data: body });
}

export async function updateRule(body: BodyOf<Calls['updateRule']>) {
  return htdz<Answer<'updateRule'>>('/api/rule', { method: 'PUT', data: body });
}

export async function deleteRules(body: BodyOf<Calls['deleteRules']>) {
  return htdz<Answer<'deleteRules'>>('/api/rule', { method: 'DELETE', data: body });
}
