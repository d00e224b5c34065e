// A list of rows that looks like antd's List (rows with a title, a description and something at the right) without
// it: antd's List always brings its Pagination, and that its page-size Select and virtual list, ~38 KB gzip that the
// home page and the header's bell never use (issue P14: page weight). Same shape as antd's: dataSource and renderItem,
// PlainList.Item with `extra`, PlainList.Item.Meta with `title` and `description`.
import { Empty, theme } from 'antd';
import type { CSSProperties, HTMLAttributes, Key, ReactNode } from 'react';

type ListProps<T> = {
  dataSource: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** antd's `locale.emptyText` */
  locale?: { emptyText?: ReactNode };
  size?: 'small' | 'default';
  rowKey?: (item: T) => Key;
};

function PlainList<T>({ dataSource, renderItem, locale, size = 'default', rowKey }: ListProps<T>) {
  const { token } = theme.useToken();
  if (dataSource.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={locale?.emptyText} />;
  const padding = size === 'small' ? `${token.paddingXS}px 0` : `${token.paddingSM}px 0`;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {dataSource.map((item, i) => (
        <li
          key={rowKey ? rowKey(item) : i}
          style={{ padding, borderBlockEnd: i < dataSource.length - 1 ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : undefined }}
        >
          {renderItem(item, i)}
        </li>
      ))}
    </ul>
  );
}

type ItemProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & { extra?: ReactNode; children?: ReactNode; style?: CSSProperties };

function Item({ extra, children, style, ...rest }: ItemProps) {
  const { token } = theme.useToken();
  return (
    <div {...rest} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.marginSM, ...style }}>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {extra !== undefined && extra !== null && <div style={{ flex: 'none' }}>{extra}</div>}
    </div>
  );
}

function Meta({ title, description, avatar }: { title?: ReactNode; description?: ReactNode; avatar?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: token.marginSM }}>
      {avatar}
      <div style={{ flex: 1, minWidth: 0 }}>
        {title !== undefined && (
          <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, marginBottom: description ? token.marginXXS : 0 }}>
            {title}
          </div>
        )}
        {description !== undefined && (
          <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{description}</div>
        )}
      </div>
    </div>
  );
}

Item.Meta = Meta;
PlainList.Item = Item;

export default PlainList;
