// The keyword box above a list (papers, tasks, lab images): its label is also its placeholder; searching with an
// empty box (or clearing it) shows everything again.
import { Input } from 'antd';

type Props = { label: string; onSearch: (keyword: string | undefined) => void; width?: number };

export default function KeywordSearch({ label, onSearch, width = 240 }: Props) {
  return (
    <Input.Search aria-label={label} placeholder={label} allowClear maxLength={50} style={{ width }} onSearch={(word) => onSearch(word.trim() || undefined)} />
  );
}
