// The server's envelope around an answer, as a service of src/services/htdz resolves it: what a stubbed web call
// answers in a component test (jsdom, the page alone). API tests never stub anything: they run the real server on a
// real database (tests/api). `jest.mock('@/services/htdz/...')` replaces the call; `call.mockResolvedValue(ok(obj))` answers.
export const ok = <T>(obj: T) => ({ code: 200, success: true, message: '操作成功', obj });
