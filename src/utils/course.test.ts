import type { CourseSummary } from '@contract/course';
import { cardActions, courseDraft, lockOf, placeholderOf, savedValuesOf } from './course';

const course = (over: Partial<CourseSummary>): CourseSummary => ({
  courseId: 1,
  name: '数据库系统原理',
  cover: null,
  status: 'draft',
  isTemplate: false,
  ownerId: 3,
  ownerName: '李老师',
  templateId: null,
  sceneCount: 0,
  canEdit: true,
  canManage: true,
  myRole: 'owner',
  updatedAt: '2025-03-14T07:10:00.000Z',
  ...over,
});

describe('when a course can be changed', () => {
  it('a draft or confirmed course of ones own can; a submitted, archived or foreign one cannot', () => {
    expect(lockOf(course({ status: 'draft' }))).toBeNull();
    expect(lockOf(course({ status: 'confirmed' }))).toBeNull();
    expect(lockOf(course({ status: 'submitted' }))).toBe('submitted');
    expect(lockOf(course({ status: 'archived' }))).toBe('archived');
    expect(lockOf(course({ canEdit: false }))).toBe('noRight');
  });
});

describe('the actions of a course card', () => {
  it('a draft of ones own can be edited, submitted, copied, archived and deleted', () => {
    expect(cardActions(course({}), 'mine')).toEqual(['edit', 'view', 'chapters', 'scenes', 'submit', 'copy', 'archive', 'delete']);
  });

  it('a course waiting for review can only be looked at and copied', () => {
    expect(cardActions(course({ status: 'submitted' }), 'mine')).toEqual(['view', 'chapters', 'scenes', 'copy']);
  });

  it('an archived course can be copied or deleted, not edited or archived again', () => {
    expect(cardActions(course({ status: 'archived' }), 'mine')).toEqual(['view', 'chapters', 'scenes', 'copy', 'delete']);
  });

  it('a co-teacher edits and copies the course; submitting, archiving and deleting stay the owner’s', () => {
    expect(cardActions(course({ canManage: false, myRole: 'co_teacher' }), 'mine')).toEqual(['edit', 'view', 'chapters', 'scenes', 'copy']);
  });

  it('an assistant only looks at the course', () => {
    const assistant = course({ canEdit: false, canManage: false, myRole: 'assistant' });
    expect(lockOf(assistant)).toBe('noRight');
    expect(cardActions(assistant, 'mine')).toEqual(['view', 'chapters', 'scenes']);
  });

  it('someone elses template offers nothing that changes it', () => {
    expect(cardActions(course({ canEdit: false, status: 'confirmed' }), 'templates')).toEqual(['view', 'chapters', 'scenes']);
  });

  it('a course in the review list is reviewed or viewed', () => {
    expect(cardActions(course({ status: 'submitted', canEdit: false }), 'review')).toEqual(['review', 'view']);
  });
});

describe('covers and drafts', () => {
  it('a course without a cover shows its first character on a colour that stays the same', () => {
    expect(placeholderOf('数据库系统原理').char).toBe('数');
    expect(placeholderOf('数据库系统原理').color).toBe(placeholderOf('数据库系统原理').color);
    expect(placeholderOf('  SQL').char).toBe('S');
    expect(placeholderOf('').char).toBe('课');
  });

  it('the saved course reads as form values, and a draft equal to it is not offered back', () => {
    const saved = savedValuesOf({ name: '数据库', description: null, cover: null });
    expect(saved).toEqual({ name: '数据库', description: '', cover: '' });
    expect(courseDraft.draftToRestore({ ...saved, savedAt: 1 }, saved)).toBeNull();
    expect(courseDraft.draftToRestore({ ...saved, description: '<p>新</p>', savedAt: 1 }, saved)).not.toBeNull();
    expect(courseDraft.parseDraft('{"description":"x","savedAt":1}')).toBeNull();
    expect(courseDraft.parseDraft('not json')).toBeNull();
  });
});
