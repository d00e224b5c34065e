// 复制到课程 from the public library, when the list has no course of its own: asks for the course number.
import { ModalForm, ProFormDigit } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import type { Scene, SceneSummary } from '@contract/scene';
import { useT } from '@/components/Locale';
import { copyScene } from '@/services/htdz/scene';
import '@/locales/zh-CN/scene';

type Props = {
  /** the scene to copy; null when closed */
  scene: SceneSummary | null;
  onClose: () => void;
  onCopied: (copy: Scene) => void;
};

export default function CopyModal({ scene, onClose, onCopied }: Props) {
  const t = useT();
  const copy = useRequest(copyScene, { manual: true });
  return (
    <ModalForm<{ courseId: number }>
      title={scene ? t('scene.copy.title', { name: scene.name }) : ''}
      open={scene !== null}
      width={440}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async ({ courseId }) => {
        if (!scene) return true;
        const answer = await copy.runAsync({ sceneId: scene.sceneId, courseId });
        onCopied(answer.obj);
        return true;
      }}
    >
      <ProFormDigit
        name="courseId"
        label={t('scene.copy.courseId')}
        placeholder={t('scene.copy.courseId.placeholder')}
        extra={t('scene.copy.courseId.extra')}
        min={1}
        fieldProps={{ precision: 0, style: { width: '100%' } }}
        rules={[{ required: true, message: t('scene.copy.courseId.required') }]}
      />
    </ModalForm>
  );
}
