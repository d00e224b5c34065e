// Where an Office document's conversion to PDF stands, as one tag (library, chapter editor), and the polling that
// keeps it current while a conversion is waiting or under way.
import { CheckCircleOutlined, CloseCircleOutlined, InfoCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import type { Conversion } from '@contract/chapter';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/library';

/** How often a page asks again while something converts. */
export const CONVERSION_POLL_MS = 3000;

/** A conversion still to finish: the page polls until none is. */
export const isConverting = (c: Conversion | null) => c !== null && (c.state === 'pending' || c.state === 'converting');

const secondsSince = (iso: string | null) => (iso ? Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 1000)) : 0);

export default function ConversionState({ conversion, error }: { conversion: Conversion | null; error?: string | null }) {
  const t = useT();
  if (!conversion) return null;
  const tag = (() => {
    switch (conversion.state) {
      case 'pending':
        return (
          <Tag icon={<SyncOutlined spin />} color="processing">
            {conversion.queuePosition ? t('library.conversion.pending', { position: conversion.queuePosition + 1 }) : t('library.conversion.next')}
          </Tag>
        );
      case 'converting':
        return (
          <Tag icon={<SyncOutlined spin />} color="processing">
            {t('library.conversion.converting', { seconds: secondsSince(conversion.startedAt) })}
          </Tag>
        );
      case 'done':
        return (
          <Tag icon={<CheckCircleOutlined />} color="success">
            {t('library.conversion.done')}
          </Tag>
        );
      case 'failed':
        return (
          <Tooltip title={error ? t('library.conversion.failedReason', { reason: error }) : undefined}>
            <Tag icon={<CloseCircleOutlined />} color="error">
              {t('library.conversion.failed')}
            </Tag>
          </Tooltip>
        );
      default:
        return (
          <Tag icon={<InfoCircleOutlined />} color="default">
            {t('library.conversion.unavailable')}
          </Tag>
        );
    }
  })();
  return (
    <span data-testid="conversion-state" data-state={conversion.state}>
      {tag}
    </span>
  );
}

/** Calls `refresh` every CONVERSION_POLL_MS while `active` (something converts); stops when it is not. */
export function useConversionPoll(active: boolean, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => latest.current(), CONVERSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}
