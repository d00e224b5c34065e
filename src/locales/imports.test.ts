/** @jest-environment node */
import { areaIds, areasNamed, missingTextImports } from '../../scripts/text-imports';

describe('area text imports', () => {
  it('every module imports the area files of the ids it names', () => {
    const missing = missingTextImports().map((m) => `${m.file}: ${m.areas.join(', ')}`);
    // `npx tsx scripts/text-imports.ts --fix` adds them
    expect(missing).toEqual([]);
  });

  it('finds ids as literals and as heads of ids built at run time', () => {
    const areas = areaIds();
    const named = (source: string) => areasNamed(source, areas).map((options) => [...options].sort().join('|'));
    expect(named(`t('sys.user.title')`)).toEqual(['sys']);
    expect(named('t(`exercise.lock.$' + '{lock}`)')).toEqual(['exercise']);
    expect(named(`const texts = 'lab.stopReason';`)).toEqual(['lab']);
    // the shell's words need no import; plain strings name nothing
    expect(named(`t('common.save'); kind="exercise"; 'a.b.c'`)).toEqual(['shell']);
  });
});
