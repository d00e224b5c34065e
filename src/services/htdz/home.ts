// The home page's summary for the active role.
import type { AnswerOf } from '@contract/call';
import type { homeCalls } from '@contract/home';
import { htdz } from './client';

export async function getHomeSummary() {
  return htdz<AnswerOf<(typeof homeCalls)['getHomeSummary']>>('/home/summary', { method: 'GET' });
}
