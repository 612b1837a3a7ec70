#!/usr/bin/env node
// `npm run check:headers [-- SITE_URL PATH...]`: grades pages of a running production server with the
// Mozilla HTTP Observatory's own tests and grader (@mdn/mdn-http-observatory), offline. The Observatory
// fetches http:// and https:// of a host, so this puts a local TLS front (a throw-away self-signed
// certificate, trusted through NODE_EXTRA_CA_CERTS) before the site and an http listener that redirects to
// it, as the reverse proxy of a real deployment does. Exits 1 unless every page grades A+.
//
// The package is installed once into OBSERVATORY_HOME (default: a folder in the temp dir), not into the
// project; its install step downloads the HSTS preload list, which is skipped (nothing counts as preloaded).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const VERSION = '1.4.8';
const home = process.env.OBSERVATORY_HOME || path.join(os.tmpdir(), 'lumina-observatory');
const packageDir = path.join(home, 'node_modules', '@mdn', 'mdn-http-observatory');
const [site = 'http://127.0.0.1:3000', ...pagePaths] = process.argv.slice(2);
const paths = pagePaths.length > 0 ? pagePaths : ['/', '/insight/blogs/114/video-on-b2b-websites', '/engage', '/insight/search?discover=seo'];
const HTTPS_PORT = Number(process.env.OBSERVATORY_HTTPS_PORT ?? 4443);
const HTTP_PORT = Number(process.env.OBSERVATORY_HTTP_PORT ?? 4080);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

// First run: install the package and make the certificate; then re-run with the certificate trusted.
if (!process.env.OBSERVATORY_CHILD) {
  mkdirSync(home, { recursive: true });
  if (!existsSync(path.join(packageDir, 'package.json'))) {
    if (!existsSync(path.join(home, 'package.json'))) writeFileSync(path.join(home, 'package.json'), '{"private":true}\n');
    run('npm', ['install', '--prefix', home, '--ignore-scripts', '--no-audit', '--no-fund', `@mdn/mdn-http-observatory@${VERSION}`]);
  }
  mkdirSync(path.join(packageDir, 'conf'), { recursive: true });
  const preload = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const key = path.join(home, 'localhost-key.pem');
  const cert = path.join(home, 'localhost-cert.pem');
  if (!existsSync(cert)) {
    run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'ignore' });
  }
  const child = spawnSync(process.execPath, [new URL(import.meta.url).pathname, site, ...paths], {
    stdio: 'inherit',
    env: { ...process.env, OBSERVATORY_CHILD: '1', NODE_EXTRA_CA_CERTS: cert, OBSERVATORY_KEY: key, OBSERVATORY_CERT: cert },
  });
  process.exit(child.status ?? 1);
}

const load = (file) => import(pathToFileURL(path.join(packageDir, 'src', file)).href);
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

const target = new URL(site);
const forward = (request, response) => {
  const upstream = http.request(
    new URL(request.url ?? '/', target),
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
};
const tls = https
  .createServer({ key: readFileSync(process.env.OBSERVATORY_KEY), cert: readFileSync(process.env.OBSERVATORY_CERT) }, forward)
  .listen(HTTPS_PORT, '127.0.0.1');
const plain = http
  .createServer((request, response) => response.writeHead(301, { location: `https://localhost:${HTTPS_PORT}${request.url}` }).end())
  .listen(HTTP_PORT, '127.0.0.1');

let allPlus = true;
for (const pagePath of paths) {
  const requests = await retrieve('localhost', { httpPort: HTTP_PORT, httpsPort: HTTPS_PORT, path: pagePath });
  if (!requests.responses.auto) {
    console.error(`${pagePath}: no answer from ${site}`);
    allPlus = false;
    continue;
  }
  // The grading of the Observatory's scanner: extra credit only when the score without it is an A.
  let score = 100;
  let uncurved = 100;
  const rows = ALL_TESTS.map((test) => {
    const output = test(requests);
    const modifier = getScoreModifier(output.result);
    score += modifier;
    if (modifier < 0) uncurved += modifier;
    return { test: output.constructor.name, result: output.result, modifier, pass: output.pass };
  });
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? score : uncurved);
  console.log(`\n${pagePath}: ${final.grade} (score ${final.score}, ${rows.filter((row) => row.pass).length}/${NUM_TESTS} tests passed)`);
  console.table(rows);
  if (final.grade !== 'A+') allPlus = false;
}
tls.close();
plain.close();
process.exit(allPlus ? 0 : 1);
