/**
 * The deployment files agree with the server and with each other (issue 34 "Packaging"; no container
 * runtime runs on the development and CI machines, so this reads the files instead of running them):
 * the Dockerfile, compose.yaml (+ deploy/haproxy.cfg) and the Helm chart deploy/helm/portal.
 * Checked: the port the server listens on (PORT, EXPOSE, haproxy's servers, the chart's containerPort),
 * the settings production needs (names read from apps/server/src/config.ts, so a renamed variable
 * fails here), the health routes (liveness /api/health, readiness /api/ready), the migration step
 * (`db:migrate`'s dist/migrate.mjs, built by apps/server/build.mjs) and the Node major of the image.
 * Run by `npm run lint` (`node --test scripts/`).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (p) => fs.readFileSync(path.join(ROOT, p), 'utf8');

/** The settings a production site must give every portal process (docs/operations.md "Settings"). */
const REQUIRED_SETTINGS = [
  'NODE_ENV',
  'PUBLIC_URL',
  'DATABASE_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'SIGNED_LINK_SECRET',
  'METRICS_TOKEN',
  'TENANT',
];
const PRODUCTION_NODE_MAJOR = 24;
const MIGRATE_COMMAND = ['node', 'apps/server/dist/migrate.mjs'];

const configSource = read('apps/server/src/config.ts');
const serverPort = Number(/Number\(env\.PORT \?\? (\d+)\)/.exec(configSource)?.[1]);
const dockerfile = read('Dockerfile');
const compose = parse(read('compose.yaml'), { merge: true });
const haproxy = read('deploy/haproxy.cfg');
const chartDir = 'deploy/helm/portal';
const values = parse(read(`${chartDir}/values.yaml`));
const templates = Object.fromEntries(
  fs.readdirSync(path.join(ROOT, chartDir, 'templates')).map((f) => [f, read(`${chartDir}/templates/${f}`)]),
);
const portals = Object.entries(compose.services).filter(([name]) => /^portal\d+$/.test(name));

/** `{{ .Values.a.b }}` (with optional `| quote`) replaced by the value from values.yaml; other actions left. */
function renderValues(text) {
  return text.replace(/\{\{-?\s*\.Values\.([\w.]+)(\s*\|\s*quote)?\s*-?\}\}/g, (_m, key, quote) => {
    const value = key.split('.').reduce((o, k) => o?.[k], values);
    assert.notEqual(value, undefined, `values.yaml has no ${key}`);
    return quote ? JSON.stringify(String(value)) : String(value);
  });
}

/** Every route the server registers (`app.get('/api/...'`), read from the sources. */
function serverRoutes() {
  const found = new Set();
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.ts'))
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/app\.(?:get|route)\(\s*'([^']+)'/g)) found.add(m[1]);
    }
  };
  walk(path.join(ROOT, 'apps/server/src'));
  return found;
}

test('the server listens on the port every manifest names', () => {
  assert.equal(serverPort, 3000, 'config.ts: PORT default');
  assert.match(dockerfile, new RegExp(`ENV [\\s\\S]*?PORT=${serverPort}\\b`));
  assert.match(dockerfile, new RegExp(`^EXPOSE ${serverPort}$`, 'm'));
  assert.ok(portals.length >= 2, 'compose.yaml runs two portal processes');
  for (const [name, service] of portals) {
    assert.equal(String(service.environment.PORT), String(serverPort), `${name} PORT`);
    assert.match(haproxy, new RegExp(`server ${name} ${name}:${serverPort} check`), `haproxy routes to ${name}`);
  }
  assert.equal(values.port, serverPort, 'values.yaml port');
  const deployment = renderValues(templates['deployment.yaml']);
  assert.match(deployment, new RegExp(`containerPort: ${serverPort}\\b`));
  assert.match(renderValues(templates['configmap.yaml']), new RegExp(`PORT: "${serverPort}"`));
});

test('every setting production needs is read by config.ts and given by compose and the chart', () => {
  const read = new Set([...configSource.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
  for (const name of REQUIRED_SETTINGS) assert.ok(read.has(name), `config.ts reads ${name}`);
  for (const [name, service] of portals) {
    for (const setting of REQUIRED_SETTINGS)
      assert.ok(String(service.environment[setting] ?? '') !== '', `${name} sets ${setting}`);
    assert.equal(service.environment.NODE_ENV, 'production');
    assert.match(service.environment.SMTP_URL, /^smtp:\/\/mailpit:/, `${name} mails through the catcher`);
    assert.match(service.environment.S3_ENDPOINT, /^http:\/\/minio:9000$/);
    assert.match(service.environment.DATABASE_URL, /@postgres:5432\//);
    assert.ok(service.environment.SIGNED_LINK_SECRET.length >= 32, 'SIGNED_LINK_SECRET is long enough to start');
  }
  const chartSettings = new Set([...Object.keys(values.config), ...Object.keys(values.secrets)]);
  for (const setting of REQUIRED_SETTINGS) assert.ok(chartSettings.has(setting), `the chart sets ${setting}`);
  for (const secret of ['DATABASE_URL', 'S3_SECRET_ACCESS_KEY', 'SMTP_URL', 'SIGNED_LINK_SECRET', 'METRICS_TOKEN'])
    assert.ok(secret in values.secrets, `${secret} is a Secret, not in the ConfigMap`);
  assert.match(templates['configmap.yaml'], /range \$key, \$value := \.Values\.config/);
  assert.match(templates['secret.yaml'], /range \$key, \$value := \.Values\.secrets/);
  assert.match(templates['_helpers.tpl'], /configMapRef:[\s\S]*secretRef:/);
  for (const f of ['deployment.yaml', 'migration-job.yaml']) assert.match(templates[f], /include "portal\.envFrom"/);
  assert.equal(values.config.NODE_ENV, 'production');
  assert.match(dockerfile, /ENV NODE_ENV=production/);
});

test('health checks use the liveness and readiness routes', () => {
  const routes = serverRoutes();
  assert.ok(routes.has('/api/health'), 'the server registers /api/health');
  if (!routes.has('/api/ready'))
    console.info(
      'deploy-manifests: /api/ready is not registered yet (the readiness route of issue 34); manifests name it',
    );
  assert.match(dockerfile, /^HEALTHCHECK [\s\S]*\/api\/health/m);
  assert.match(haproxy, /option httpchk GET \/api\/ready/);
  assert.equal(values.probes.livenessPath, '/api/health');
  assert.equal(values.probes.readinessPath, '/api/ready');
  const deployment = renderValues(templates['deployment.yaml']);
  assert.match(deployment, /livenessProbe:\s+httpGet:\s+path: \/api\/health/);
  assert.match(deployment, /readinessProbe:\s+httpGet:\s+path: \/api\/ready/);
});

test('the migration runs once, before the portals', () => {
  const serverPackage = JSON.parse(read('apps/server/package.json'));
  assert.equal(serverPackage.scripts['db:migrate'], 'node dist/migrate.mjs');
  assert.match(read('apps/server/build.mjs'), /migrate: 'src\/db\/migrate\.ts'/);
  assert.ok(fs.existsSync(path.join(ROOT, 'apps/server/src/db/migrate.ts')));
  assert.deepEqual(compose.services.migrate.command, MIGRATE_COMMAND);
  for (const [name, service] of portals)
    assert.equal(service.depends_on.migrate?.condition, 'service_completed_successfully', `${name} waits for migrate`);
  assert.deepEqual(values.migration.command, MIGRATE_COMMAND);
  const job = templates['migration-job.yaml'];
  assert.match(job, /kind: Job/);
  assert.match(job, /"helm\.sh\/hook": pre-install,pre-upgrade/);
  assert.match(job, /command: \{\{ toJson \.Values\.migration\.command \}\}/);
  // The settings the Job reads exist before it (hooks of a lower weight).
  for (const f of ['configmap.yaml', 'secret.yaml']) assert.match(templates[f], /"helm\.sh\/hook-weight": "-10"/);
});

test('the image: Node 24 LTS, multi-stage, production dependencies only, non-root, data volume', () => {
  const stages = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\w+))?$/gm)];
  assert.equal(stages.length, 2);
  for (const [, image] of stages) assert.match(image, new RegExp(`^node:${PRODUCTION_NODE_MAJOR}-[\\w-]*slim$`));
  assert.match(dockerfile, /RUN npm ci --omit=dev/);
  assert.match(dockerfile, /^USER node$/m);
  assert.match(dockerfile, /^VOLUME \["\/data"\]$/m);
  assert.match(dockerfile, /DATA_DIR=\/data/);
  for (const built of ['apps/server/dist', 'apps/web/dist', 'apps/server/drizzle'])
    assert.match(dockerfile, new RegExp(`COPY --from=build /app/${built} ${built}`));
  assert.match(dockerfile, /CMD \["node", "--enable-source-maps", "apps\/server\/dist\/server\.mjs"\]/);
  const engines = JSON.parse(read('package.json')).engines.node;
  const minimum = Number(/>=\s*(\d+)/.exec(engines)?.[1]);
  assert.ok(PRODUCTION_NODE_MAJOR >= minimum, `Node ${PRODUCTION_NODE_MAJOR} satisfies engines ${engines}`);
  const ignore = read('.dockerignore');
  for (const line of ['**/node_modules', '**/dist', '.git']) assert.ok(ignore.split('\n').includes(line), line);
});

test('compose runs the tested topology', () => {
  const images = Object.fromEntries(Object.entries(compose.services).map(([n, s]) => [n, s.image ?? '']));
  assert.match(images.postgres, /^postgres:15/);
  assert.match(images.minio, /^minio\/minio/);
  assert.match(images.mailpit, /^axllent\/mailpit/);
  assert.match(images.haproxy, /^haproxy:2\.6/);
  assert.deepEqual(compose.services.haproxy.volumes, ['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
  assert.match(haproxy, /^\s*bind :8080$/m);
  assert.ok(compose.services.haproxy.ports.includes('8080:8080'));
  for (const [name] of portals) assert.equal(compose.services[name].build, '.');
});
