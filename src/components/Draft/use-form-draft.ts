// A form's side of drafts: restore once the saved values are known, keep every change, warn before the tab closes.
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Draft, DraftKit, DraftValues } from '.';

export function useFormDraft<V extends DraftValues>(form: FormInstance<V>, key: string, kit: DraftKit<V>) {
  /** what the server holds; null until it is loaded */
  const [saved, setSaved] = useState<V | null>(null);
  /** what the form starts with: the draft when there is one, else the saved values; null until known */
  const [initial, setInitial] = useState<V | null>(null);
  const [restored, setRestored] = useState<Draft<V> | null>(null);
  const [dirty, setDirty] = useState(false);

  /** The saved values are known: the form starts from the draft when there is one (mount the form after this). */
  const start = useCallback(
    (values: V) => {
      const draft = kit.draftToRestore(kit.readDraft(window.localStorage, key), values);
      if (!draft) kit.clearDraft(window.localStorage, key);
      setSaved(values);
      setInitial(draft ? kit.valuesOf(draft) : values);
      setRestored(draft);
      setDirty(!!draft);
    },
    [key, kit],
  );

  /** After a save: the form's values are the saved ones now. */
  const markSaved = useCallback(
    (values: V) => {
      kit.clearDraft(window.localStorage, key);
      setSaved(values);
      setRestored(null);
      setDirty(!kit.sameValues(kit.valuesOf(form.getFieldsValue(true)), values));
    },
    [form, key, kit],
  );

  /** Every change of the form. */
  const onValuesChange = useCallback(
    (all: Partial<V>) => {
      if (!saved) return;
      const values = kit.valuesOf(all);
      kit.keepDraft(window.localStorage, key, values, saved);
      setDirty(!kit.sameValues(values, saved));
    },
    [key, kit, saved],
  );

  const discard = useCallback(() => {
    if (!saved) return;
    kit.clearDraft(window.localStorage, key);
    form.setFieldsValue(saved as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setRestored(null);
    setDirty(false);
  }, [form, key, kit, saved]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers show the dialog only when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return { key, saved, initial, restored, dirty, start, markSaved, onValuesChange, discard };
}
