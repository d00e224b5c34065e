// The steps of a start under way (or failed at one of them).
import { Steps } from 'antd';
import { useT } from '@/components/Locale';
import { START_STEPS, type StartSteps } from './use-start-steps';
import '@/locales/zh-CN/lab';

export default function StartProgress({ steps }: { steps: StartSteps }) {
  const t = useT();
  return (
    <Steps
      size="small"
      current={steps.step}
      status={steps.failed ? 'error' : steps.step === START_STEPS.length - 1 ? 'finish' : 'process'}
      items={START_STEPS.map((key) => ({ title: t(`lab.start.step.${key}`) }))}
      data-testid="lab-start-progress"
      data-step={START_STEPS[steps.step]}
    />
  );
}
