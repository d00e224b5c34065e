// The server's envelope around an answer, as a service of src/services/htdz resolves it, for the web's component
// tests (jsdom, one page alone): `ok(obj)`. Not for API tests, which call the real server on a real database.
export const ok = <T>(obj: T) => ({ code: 200, success: true, message: '操作成功', obj });
