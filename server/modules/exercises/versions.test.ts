import type { VersionContent } from './versions';
import { changesBetween } from './versions';

const single: VersionContent = {
  type: 'single',
  stem: '<p>满足 3NF 的是</p>',
  analysis: null,
  difficulty: 'medium',
  scoreTenths: 20,
  spec: {
    type: 'single',
    options: [
      { key: 'A', text: '1NF' },
      { key: 'B', text: '2NF' },
    ],
    answer: 'A',
  },
  knowIds: [3, 5],
  practice: true,
  answerShows: 'afterCorrect',
};
const query: VersionContent = {
  ...single,
  type: 'query',
  spec: { type: 'query', sceneId: 3, referenceSql: 'SELECT 1', verifySql: null, orderSensitive: null, checkColumnNames: false },
};

it('names nothing for the same content, knowledge points in any order', () => {
  expect(changesBetween(single, { ...single, knowIds: [5, 3] })).toEqual([]);
});

it('names each part that changed, in the history’s order', () => {
  expect(changesBetween(single, { ...single, stem: '<p>改</p>', scoreTenths: 30, spec: { ...single.spec, answer: 'B' } as VersionContent['spec'] })).toEqual([
    'stem',
    'answer',
    'score',
  ]);
  expect(changesBetween(single, { ...single, knowIds: [3], analysis: '<p>解析</p>', practice: false })).toEqual(['analysis', 'knowledge', 'practice']);
});

it('a SQL question: reference and verification SQL, scene, and the rules of comparing', () => {
  const next = { ...query, spec: { ...query.spec, referenceSql: 'SELECT 2', sceneId: 4, checkColumnNames: true } as VersionContent['spec'] };
  expect(changesBetween(query, next)).toEqual(['scene', 'referenceSql', 'gradingRules']);
});

it('a single choice turned multiple with the same key: the type, and the rule of partial credit it gains', () => {
  const multiple = {
    ...single,
    type: 'multiple',
    spec: { type: 'multiple', options: single.spec.type === 'single' ? single.spec.options : [], answers: ['A'], partialCredit: false },
  };
  expect(changesBetween(single, multiple as VersionContent)).toEqual(['type', 'gradingRules']);
});

it('a publication’s copy has no practice settings: they are not compared', () => {
  const { practice: _p, answerShows: _a, ...copy } = single;
  expect(changesBetween(copy, { ...single, practice: false })).toEqual([]);
});
