export * from './catalogue.ts';
export * from './app-error.ts';
export * from './render.ts';
export * from './errors-doc.ts';
