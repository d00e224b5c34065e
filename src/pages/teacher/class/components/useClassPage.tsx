// What every class page starts with: the class number of the address and the class's statistics (its head too).
import { useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { getClassStat } from '@/services/htdz/stats';
import { numberParam } from '@/utils/route-params';

export const useClassParam = () => numberParam(useParams().sclassId);

export function useClassStat(sclassId: number) {
  return useRequest(async () => (await getClassStat(sclassId)).obj, { refreshDeps: [sclassId] });
}
