// Words typed one by one (accepted answers of a blank, keywords of a short answer): Enter, a comma or 、 ends a
// word; no dropdown, since there is nothing to choose from. Form.Item gives value, onChange, id and the error state.
import { Select } from 'antd';

type Props = {
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  /** the accessible name of the input */
  label?: string;
  id?: string;
};

export default function TagsInput({ value, onChange, placeholder, disabled, label, id }: Props) {
  return (
    <Select<string[]>
      id={id}
      mode="tags"
      open={false}
      suffixIcon={null}
      value={value ?? []}
      onChange={(next) => onChange?.([...new Set(next.map((s) => s.trim()).filter(Boolean))])}
      tokenSeparators={[',', '，', '、']}
      placeholder={placeholder}
      disabled={disabled}
      aria-label={label}
      style={{ width: '100%' }}
    />
  );
}
