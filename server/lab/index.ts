// Picks the lab runtime the settings name (HTDZ_LAB_RUNTIME); null when labs are off.
import type { LabSettings } from '../config';
import type { LabRuntime } from './runtime';
import { KubernetesRuntime } from './kubernetes';
import { SandboxRuntime } from './sandbox';

/** `log`: where the runtime says what the operator should know (the sandbox: that home folders have no real disk quota here) */
export function createLabRuntime(settings: LabSettings, log?: (message: string) => void): LabRuntime | null {
  switch (settings.runtime) {
    case 'off':
      return null;
    case 'sandbox':
      return new SandboxRuntime({ homesDir: settings.homesDir, log });
    case 'kubernetes':
      // config.ts refuses kubernetes without its API address
      return new KubernetesRuntime(settings.kubernetes!);
  }
}
