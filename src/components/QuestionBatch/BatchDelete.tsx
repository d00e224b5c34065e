// 删除 for the chosen questions, after a confirmation that says how many go.
import { DeleteOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { App, Button } from 'antd';
import { useT } from '@/components/Locale';
import { deleteExercises } from '@/services/htdz/exercise';
import type { Chosen } from '@/components/ExerciseTable';
import '@/locales/zh-CN/exercise';

type Props = { chosen: Chosen; onChanged?: () => void };

export default function BatchDelete({ chosen, onChanged }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const remove = useRequest(deleteExercises, { manual: true });
  const confirm = () =>
    modal.confirm({
      title: t('exercise.delete.confirm', { count: chosen.ids.length }),
      content: t('exercise.delete.confirmDesc'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const answer = await remove.runAsync({ exerciseIds: chosen.ids });
          message.success(t('exercise.deleted', { count: answer.obj.deleted }));
        } catch {
          // the request error handler has said why; some may be gone all the same
        } finally {
          chosen.done();
          onChanged?.();
        }
      },
    });
  return (
    <Button size="small" danger icon={<DeleteOutlined />} onClick={confirm} data-testid="batch-delete">
      {t('common.delete')}
    </Button>
  );
}
