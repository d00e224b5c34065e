// The editor's side of drafts: restore once the saved scene is known, keep every change, warn before the tab closes.
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  clearDraft,
  draftKey,
  draftToRestore,
  keepDraft,
  readDraft,
  sameValues,
  valuesOf,
  type SceneDraft,
  type SceneValues,
} from './draft';

export function useSceneDraft(form: FormInstance<SceneValues>, sceneId: number | null, courseId: number | null) {
  const key = draftKey(sceneId, courseId);
  /** what the server holds (empty for a new scene); null until it is loaded */
  const [saved, setSavedState] = useState<SceneValues | null>(null);
  /** what the form starts with: the draft when there is one, else the saved scene; null until known */
  const [initial, setInitial] = useState<SceneValues | null>(null);
  const [restored, setRestored] = useState<SceneDraft | null>(null);
  const [dirty, setDirty] = useState(false);

  /** The saved scene is known: the form starts from the draft when there is one (the page mounts it after this). */
  const start = useCallback(
    (values: SceneValues) => {
      const draft = draftToRestore(readDraft(window.localStorage, key), values);
      if (!draft) clearDraft(window.localStorage, key);
      setSavedState(values);
      setInitial(draft ? valuesOf(draft) : values);
      setRestored(draft);
      setDirty(!!draft);
    },
    [key],
  );

  /** After a save: the form's values are the saved scene now. */
  const markSaved = useCallback(
    (values: SceneValues) => {
      clearDraft(window.localStorage, key);
      setSavedState(values);
      setRestored(null);
      setDirty(!sameValues(valuesOf(form.getFieldsValue(true)), values));
    },
    [form, key],
  );

  /** Every change of the form. */
  const onValuesChange = useCallback(
    (all: Partial<SceneValues>) => {
      if (!saved) return;
      const values = valuesOf(all);
      keepDraft(window.localStorage, key, values, saved);
      setDirty(!sameValues(values, saved));
    },
    [key, saved],
  );

  const discard = useCallback(() => {
    if (!saved) return;
    clearDraft(window.localStorage, key);
    form.setFieldsValue(saved);
    setRestored(null);
    setDirty(false);
  }, [form, key, saved]);

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
