// `npm run docs:errors`: writes docs/errors.md from the error catalogue.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderErrorsDoc } from '@svc/core';

const path = join(import.meta.dirname, '..', 'docs', 'errors.md');
mkdirSync(join(import.meta.dirname, '..', 'docs'), { recursive: true });
writeFileSync(path, renderErrorsDoc());
console.log(`wrote ${path}`);
