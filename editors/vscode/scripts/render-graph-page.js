#!/usr/bin/env node
// Writes the graph webview's page (the extension's own graphHtml over the sanitised SVG that catalog-studio draws for
// the sample's skills/incident-response) to a file, for a screenshot in headless Chromium:
//   node scripts/render-graph-page.js OUT.html   (after tsc; CATALOG_STUDIO and CATALOG_STUDIO_SAMPLE as the tests)
//   chromium --headless --screenshot=OUT.png --window-size=1000,700 OUT.html
'use strict';
const { execFileSync } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { graphArgs } = require('../out/core/args');
const { focusFor } = require('../out/core/graphNodes');
const { graphHtml, newNonce } = require('../out/core/graphHtml');
const { sanitizeSvg } = require('../out/core/svg');

const root = path.resolve(__dirname, '..');
const exe = process.env.CATALOG_STUDIO || path.resolve(root, '..', '..', 'cli', 'target', 'catalog-studio');
const sample = process.env.CATALOG_STUDIO_SAMPLE || path.resolve(root, '..', '..', 'resources', 'samples', 'catalog');
const out = path.resolve(process.argv[2] || 'graph-webview.html');
const file = path.join(sample, 'skills', 'incident-response', 'SKILL.md');
const focus = focusFor(sample, file, (p) => fs.existsSync(p));
const svg = execFileSync(exe, graphArgs(sample, focus, 'light'), { encoding: 'utf8', maxBuffer: 64 << 20 });
const clean = sanitizeSvg(svg);
fs.writeFileSync(out, graphHtml({ svg: clean.svg, nonce: newNonce(crypto.randomBytes), title: `Graph: ${path.basename(focus)}`,
  subtitle: `${focus} and its dependencies and dependents, in catalog` }));
console.log(`${out}: focus ${focus}, ${clean.nodeIds.length} nodes (${clean.nodeIds.join(', ')}), ${clean.dropped} dropped`);
