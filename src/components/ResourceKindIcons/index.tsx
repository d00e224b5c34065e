import { FileOutlined, FilePdfOutlined, LinkOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ChapterResource } from '@contract/chapter';

/** The icon of each kind of resource. */
export const KIND_ICONS: Record<ChapterResource['kind'], ReactNode> = {
  video: <VideoCameraOutlined />,
  pdf: <FilePdfOutlined />,
  document: <FileOutlined />,
  link: <LinkOutlined />,
};
