/**
 * @jest-environment node
 */
import { byText, clickSoon, loginThroughForm, screenshot, typeInDialog, usePlatform, waitForText } from './harness';

const platform = usePlatform();

describe('user management in a real browser', () => {
  it('the admin creates a student with a generated password, who then signs in', async () => {
    const admin = await platform.newPage();
    await loginThroughForm(admin, platform.url, 'admin');
    await admin.goto(`${platform.url}/sys/user`, { waitUntil: 'networkidle0' });
    await waitForText(admin, 'teastu', '.ant-table-tbody');
    await screenshot(admin, 'sys-user');

    await (await byText(admin, 'button', '新建用户')).click();
    const modal = '.ant-modal:not([style*="display: none"])';
    await typeInDialog(admin, `${modal} input#code`, 'wangxm');
    await typeInDialog(admin, `${modal} input#userName`, '王小明');
    // The modal may still be zooming in: the select is found again and clicked until it takes.
    await clickSoon(() => admin.$(`${modal} .ant-select-selector:has(#roleIds)`));
    await clickSoon(() => byText(admin, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', '学生'));
    await admin.keyboard.press('Escape');
    await (await byText(admin, `${modal} .ant-modal-footer button`, '确')).click();

    // The generated password is shown once to the admin.
    await waitForText(admin, '用户已创建', '.ant-modal');
    const password = await admin.$eval('.ant-modal .ant-typography code', (el) => (el as HTMLElement).innerText.trim());
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12}$/);
    await admin.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'));
    await screenshot(admin, 'sys-user-created');
    await (await byText(admin, '.ant-modal-footer button', '')).click();
    await waitForText(admin, 'wangxm', '.ant-table-tbody');

    const student = await platform.newPage();
    await loginThroughForm(student, platform.url, 'wangxm', password);
    await waitForText(student, '王小明', '[data-testid="account-menu"]');
    await waitForText(student, '我的课程', '.ant-menu-horizontal');
    await student.close();
    await admin.close();
  });
});
