import { NewPassword, AccountCode, UpdateUserCenterBody } from '@contract/sys';
import { zodProblem, zodRule } from '.';

describe('form rules from contract schemas', () => {
  it('a weak new password is refused with the contract message', () => {
    expect(zodProblem(NewPassword, 'abc')).toBe('密码至少 8 位');
    expect(zodProblem(NewPassword, 'abcdefgh')).toBe('密码须同时包含字母和数字');
    expect(zodProblem(NewPassword, 'abcd1234')).toBeNull();
  });

  it('an empty required field gets the required message, not a type error', () => {
    expect(zodProblem(AccountCode, '', '请输入账号')).toBe('请输入账号');
    expect(zodProblem(AccountCode, undefined, '请输入账号')).toBe('请输入账号');
    expect(zodProblem(AccountCode, '  ', '请输入账号')).toBe('请输入账号');
  });

  it('an empty optional field passes', () => {
    expect(zodProblem(UpdateUserCenterBody.shape.email, '')).toBeNull();
    expect(zodProblem(NewPassword.optional(), undefined)).toBeNull();
  });

  it('a badly formed value gets its own message', () => {
    expect(zodProblem(AccountCode, '张三', '请输入账号')).toBe('账号只能包含字母、数字和 . _ -');
    expect(zodProblem(UpdateUserCenterBody.shape.email, 'a@b')).toBe('邮箱格式不正确');
  });

  it('the antd rule rejects with the message and resolves when valid', async () => {
    const rule = zodRule(NewPassword, '请输入新密码');
    if (typeof rule === 'function' || !rule.validator) throw new Error('expected a validator rule');
    await expect(rule.validator({}, '', () => undefined)).rejects.toThrow('请输入新密码');
    await expect(rule.validator({}, 'abcd1234', () => undefined)).resolves.toBeUndefined();
  });
});
