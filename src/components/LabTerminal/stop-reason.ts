// Why a container stopped, in words (STOP_REASONS of contract/lab.ts; text in src/locales/zh-CN/lab.ts).
import type { Translate } from '@/components/Locale';
import type { StopReason } from './connect';
import '@/locales/zh-CN/lab';

export const stopReasonText = (t: Translate, reason: StopReason) => t(`lab.stopReason.${reason}`);
