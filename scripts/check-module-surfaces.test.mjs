/** Unit test of the module surface rules (`node --test scripts/`; `npm run lint` runs it). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { moduleFindings } from './check-module-surfaces.mjs';

/** Writes a small source tree (path -> text) into a fresh temporary folder and answers the folder. */
function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'module-surfaces-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const CLEAN = {
  'modules/identity/index.ts': "/** Identity. */\nexport { findAccount } from './accounts.repository';\n",
  'modules/identity/accounts.repository.ts': 'export const findAccount = () => null;\n',
  'modules/billing/index.ts': "export { pay } from './pay.service';\n",
  'modules/billing/pay.service.ts':
    "import { findAccount } from '../identity';\nimport { helper } from './helper';\nexport const pay = () => findAccount() ?? helper;\n",
  'modules/billing/helper.ts': 'export const helper = 1;\n',
  'plugins/auth.ts': "import { findAccount } from '../modules/identity/index';\nexport const a = findAccount;\n",
  'app.ts': "import { pay } from './modules/billing';\nexport const b = pay;\n",
};

test('a clean tree passes: imports through index.ts, relative imports inside a module', () => {
  assert.deepEqual(moduleFindings(tree(CLEAN)), { deep: [], circles: [] });
});

test('a deep import across modules fails, from a module, a plugin or a type import alike', () => {
  const root = tree({
    ...CLEAN,
    'modules/billing/refund.service.ts':
      "import type { Row } from '../identity/accounts.repository';\nexport type R = Row;\n",
    'plugins/auth.ts':
      "import {\n  findAccount,\n} from '../modules/identity/accounts.repository';\nexport const a = 1;\n",
  });
  assert.deepEqual(moduleFindings(root), {
    deep: [
      'modules/billing/refund.service.ts -> modules/identity/accounts.repository.ts',
      'plugins/auth.ts -> modules/identity/accounts.repository.ts',
    ],
    circles: [],
  });
});

test('a module loop fails, directly or through another module, with the imports that tie it', () => {
  const root = tree({
    ...CLEAN,
    'modules/identity/index.ts': "export { findAccount } from './accounts.repository';\nexport * from '../events';\n",
    'modules/events/index.ts': "export { tickets } from './tickets';\n",
    'modules/events/tickets.ts': "import { pay } from '../billing';\nexport const tickets = pay;\n",
  });
  const { deep, circles } = moduleFindings(root);
  assert.deepEqual(deep, []);
  assert.deepEqual(circles, [
    {
      modules: ['billing', 'events', 'identity'],
      imports: [
        'modules/billing/pay.service.ts -> modules/identity/index.ts',
        'modules/events/tickets.ts -> modules/billing/index.ts',
        'modules/identity/index.ts -> modules/events/index.ts',
      ],
    },
  ]);
});

test('a dynamic import counts too', () => {
  const root = tree({
    ...CLEAN,
    'modules/identity/late.ts': "export const late = () => import('../billing/pay.service');\n",
  });
  const { deep, circles } = moduleFindings(root);
  assert.deepEqual(deep, ['modules/identity/late.ts -> modules/billing/pay.service.ts']);
  assert.deepEqual(
    circles.map((c) => c.modules),
    [['billing', 'identity']],
  );
});
