export type RichTextProps = {
  /** HTML; '' or null for nothing */
  value?: string | null;
  onChange?: (html: string) => void;
  /** uploads an image chosen in the toolbar and answers the URL to show it at; without it there is no image button */
  uploadImage?: (file: File) => Promise<string>;
  readOnly?: boolean;
  placeholder?: string;
  /** height of the writing area, px */
  minHeight?: number;
  /** the accessible name of the writing area */
  label?: string;
};
