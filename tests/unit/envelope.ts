// The server's envelope around an answer, as a service of src/services/htdz resolves it: what a mocked call answers
// in a component test. `jest.mock('@/services/htdz/...')` replaces the call; `call.mockResolvedValue(ok(obj))` answers.
export const ok = <T>(obj: T) => ({ code: 200, success: true, message: '操作成功', obj });
