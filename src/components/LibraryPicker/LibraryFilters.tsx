// The library's search box and kind filter, on the 资源库 page and in the chapter editor's picker: each change starts
// again from the first page.
import { Input, Select } from 'antd';
import { RESOURCE_KIND_NAMES } from '@contract/chapter';
import { LIBRARY_KINDS } from '@contract/library';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/library';

export type LibraryKind = (typeof LIBRARY_KINDS)[number];

type Props = { kind: LibraryKind | undefined; onKeyword: (keyword: string) => void; onKind: (kind: LibraryKind | undefined) => void };

export default function LibraryFilters({ kind, onKeyword, onKind }: Props) {
  const t = useT();
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('library.search')}
        aria-label={t('library.search')}
        style={{ width: 240 }}
        onSearch={(v) => onKeyword(v.trim())}
      />
      <Select<LibraryKind | undefined>
        allowClear
        placeholder={t('library.kind.all')}
        aria-label={t('library.col.kind')}
        style={{ width: 130 }}
        value={kind}
        options={LIBRARY_KINDS.map((k) => ({ value: k, label: RESOURCE_KIND_NAMES[k] }))}
        onChange={onKind}
      />
    </>
  );
}
