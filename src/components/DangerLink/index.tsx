// A red table action that asks first (删除, 停止): the question, what follows from it, and the action once confirmed.
// A refused action has already been shown by the request error handler, so its rejection is swallowed here.
import { Popconfirm } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  /** the question, naming what it acts on */
  title: ReactNode;
  /** what follows from it (what is lost) */
  description?: ReactNode;
  /** the confirm button; antd's default when absent */
  okText?: ReactNode;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
  'data-testid'?: string;
};

export default function DangerLink({ title, description, okText, onConfirm, children, 'data-testid': testId }: Props) {
  return (
    <Popconfirm title={title} description={description} okText={okText} okButtonProps={{ danger: true }} onConfirm={() => onConfirm().catch(() => undefined)}>
      <a style={{ color: 'var(--ant-color-error, #ff4d4f)' }} data-testid={testId}>
        {children}
      </a>
    </Popconfirm>
  );
}
