// Worker threads start plain JavaScript: this loads the TypeScript worker through tsx (ARCHITECTURE.md).
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
