// The services reach the server only through the contract's calls: the generated route data matches contract/, and
// no service types an address of its own.
import fs from 'node:fs';
import path from 'node:path';
import { renderRoutes, ROUTES_DIR } from '../../../scripts/routes/render';

it('the route data matches the contract (run `npm run gen:routes` after changing a call)', () => {
  const rendered = renderRoutes();
  const present = fs.readdirSync(ROUTES_DIR).filter((f) => f.endsWith('.ts'));
  expect(present.sort()).toEqual([...rendered.keys()].sort());
  for (const [file, text] of rendered) expect(`${file}:\n${fs.readFileSync(path.join(ROUTES_DIR, file), 'utf8')}`).toBe(`${file}:\n${text}`);
});

it('no service writes an address: methods and paths come from contract/', () => {
  const services = fs.readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'client.ts');
  expect(services.length).toBeGreaterThan(15);
  for (const file of services) {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
    // a string or template starting with a path segment ('/homework/list', `/task/${id}`)
    expect(`${file}: ${source.match(/['`]\/[A-Za-z]/g) ?? 'none'}`).toBe(`${file}: none`);
  }
});
