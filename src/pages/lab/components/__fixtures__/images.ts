// What the image pages' tests share: an image offered to two courses, and the table's row and click helpers.
import { act, fireEvent, screen } from '@testing-library/react';
import { NEW_IMAGE_LIMITS, type LabImage } from '@contract/lab';

export const POSTGRES: LabImage = {
  imageId: 1,
  name: 'PostgreSQL 15 个人实例',
  description: '每人一个独立的 PostgreSQL 15 数据库。',
  provides: 'PostgreSQL 15 + psql',
  startCommand: 'initdb -D ~/pgdata -U lab --auth=trust -E UTF8 --locale=C.UTF-8\npg_ctl -D ~/pgdata -o "-k /home/lab -c listen_addresses=" -w start',
  ociImage: 'postgres:15',
  ...NEW_IMAGE_LIMITS,
  enabled: true,
  courses: [
    { courseId: 1, name: '数据库系统原理' },
    { courseId: 2, name: '数据库设计与实践' },
  ],
  authorId: 3,
  authorName: '李老师',
  editable: true,
  updatedAt: '2025-03-18T08:30:00.000Z',
};

/** the table row that shows `name` */
export const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

export const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
