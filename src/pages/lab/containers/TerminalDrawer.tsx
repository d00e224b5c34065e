// A container's terminal in a drawer over the list: the teacher's own one types, a student's is watched (the ticket
// says which; LabTerminal shows 只读观察). Closing the drawer closes the connection.
import { Drawer } from 'antd';
import type { LabContainer } from '@contract/lab';
import LabTerminal from '@/components/LabTerminal';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/lab';

type Props = {
  containerId: number | null;
  /** the row of the container, when the list has it */
  container: LabContainer | undefined;
  onClose: () => void;
  onStopped: () => void;
};

export default function TerminalDrawer({ containerId, container, onClose, onStopped }: Props) {
  const t = useT();
  const title = container
    ? t('lab.containers.terminal.of', { name: container.owner.name, code: container.owner.code, image: container.image.name })
    : t('lab.containers.terminal');
  return (
    <Drawer open={containerId !== null} onClose={onClose} title={title} placement="bottom" height="75vh" destroyOnHidden data-testid="lab-terminal-drawer">
      {containerId !== null && <LabTerminal containerId={containerId} onStopped={onStopped} height="calc(75vh - 150px)" />}
    </Drawer>
  );
}
